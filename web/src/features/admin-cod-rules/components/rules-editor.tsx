import { FlaskConicalIcon, LoaderCircleIcon, RotateCcwIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { describeWriteFailure, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useSaveCodRules } from "../api/save-cod-rules";
import { useSimulateCodRules } from "../api/simulate-cod-rules";
import { draftOf, readRulesDraft, rulesErrorsFromServer, type RulesFormErrors, rulesKey, sameRules } from "../lib/rules-form";
import type { CodRules, CodRulesInput, CodSimulation } from "../types";
import { RulesFields } from "./rules-fields";
import { SaveRulesDialog } from "./save-rules-dialog";
import { SimulationResults } from "./simulation-results";

/**
 * New rules: typed, tried on the last 90 days ("Try"), and saved after a confirmation that states what the trial
 * found. Saving runs the trial first when the rules were not tried as they stand.
 */
export function RulesEditor({ stored }: { stored: CodRules }) {
  const { t } = useI18n();
  const simulate = useSimulateCodRules();
  const save = useSaveCodRules();
  const titleId = useId();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [errors, setErrors] = useState<RulesFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The last trial and the rules it was run on: shown until another replaces it, marked when the form has moved on.
  const [trial, setTrial] = useState<{ key: string; result: CodSimulation } | null>(null);
  // The rules waiting in the confirmation dialog.
  const [confirming, setConfirming] = useState<CodRulesInput | null>(null);

  const read = (): CodRulesInput | null => {
    const result = readRulesDraft(draft);
    if ("errors" in result) {
      setErrors(result.errors);
      setFormError(t("codRules.form.fix"));
      return null;
    }
    setErrors({});
    setFormError(null);
    return result.input;
  };

  const runTrial = (rules: CodRulesInput) =>
    simulate.mutate(rules, {
      onSuccess: (result) => setTrial({ key: rulesKey(rules), result }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setFormError(t("codRules.error.invalid"));
      },
    });

  const onTry = () => {
    const rules = read();
    if (rules) runTrial(rules);
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = read();
    if (!rules) return;
    setConfirming(rules);
    if (trial?.key !== rulesKey(rules)) runTrial(rules);
  };

  const confirmSave = () => {
    if (!confirming) return;
    const rules = confirming;
    save.mutate(rules, {
      onSuccess: (saved) => {
        setConfirming(null);
        setDraft(draftOf(saved));
        notifySuccess(t, "codRules.form.saved");
      },
      onError: (error) => {
        setConfirming(null);
        const fields = Object.keys(serverFieldErrors(error));
        if (fields.length > 0) {
          const fromServer = rulesErrorsFromServer(fields, rules);
          setErrors(fromServer.errors);
          setFormError(t(fromServer.other ? "codRules.error.invalid" : "codRules.form.fix"));
          return;
        }
        setFormError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    });
  };

  const typed = readRulesDraft(draft);
  const typedKey = "input" in typed ? rulesKey(typed.input) : null;
  const confirmingKey = confirming ? rulesKey(confirming) : null;
  const confirmingTrial = trial && trial.key === confirmingKey ? trial.result : null;
  const unchanged = "input" in typed && sameRules(typed.input, stored);

  return (
    <div className="grid gap-6">
      <Card>
        <form noValidate onSubmit={onSave} aria-labelledby={titleId} data-testid="cod-rules-form">
          <CardHeader>
            <h2 id={titleId} className="text-lg font-bold">
              {t("codRules.form.title")}
            </h2>
            <CardDescription>{t("codRules.form.description")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <RulesFields
              draft={draft}
              errors={errors}
              disabled={save.isPending}
              onChange={(next) => {
                setDraft(next);
                setFormError(null);
              }}
            />
            <FormAlert message={formError ?? (simulate.isError && !confirming ? t("codRules.sim.failed") : null)} />
          </CardContent>
          <CardFooter className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button
              variant="ghost"
              className="min-h-11 w-full sm:w-auto"
              disabled={unchanged || save.isPending}
              onClick={() => {
                setDraft(draftOf(stored));
                setErrors({});
                setFormError(null);
              }}
            >
              <RotateCcwIcon aria-hidden="true" />
              {t("codRules.form.reset")}
            </Button>
            <Button variant="outline" className="min-h-11 w-full sm:w-auto" disabled={simulate.isPending} onClick={onTry}>
              {simulate.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <FlaskConicalIcon aria-hidden="true" />}
              {simulate.isPending ? t("codRules.form.trying") : t("codRules.form.try")}
            </Button>
            <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={save.isPending}>
              {t("codRules.form.save")}
            </Button>
          </CardFooter>
        </form>
      </Card>
      {trial ? <SimulationResults result={trial.result} stale={trial.key !== typedKey} /> : null}
      <SaveRulesDialog
        open={confirming !== null}
        trial={confirmingTrial}
        trying={simulate.isPending}
        saving={save.isPending}
        onConfirm={confirmSave}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
