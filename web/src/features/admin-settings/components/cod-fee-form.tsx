import { BanknoteIcon, LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useUpdateCodFee } from "../api/update-cod-fee";
import { validateCodFee } from "../lib/validate-cod-fee";

/** Spec §2, Settings: the form starts at 0 and takes the stored fee once it has loaded. */
export function CodFeeForm({ storedFee }: { storedFee: string | undefined }) {
  const { t, format } = useI18n();
  const mutation = useUpdateCodFee();
  const [value, setValue] = useState("0");
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (storedFee !== undefined) setValue(storedFee);
  }, [storedFee]);

  const problem = submitted ? validateCodFee(value) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (validateCodFee(value)) return;
    mutation.mutate(value, {
      onSuccess: () => {
        setSubmitted(false);
        notifySuccess(t, "admin.settings.updated");
      },
      onError: (error) => {
        setServerError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    });
  };

  return (
    <Card className="max-w-xl">
      <form noValidate onSubmit={onSubmit}>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
              <BanknoteIcon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-lg font-bold">{t("admin.settings.codTitle")}</h2>
          </div>
          <CardDescription>{t("admin.settings.codDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TextField
            label={t("admin.settings.codFee")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            dir="ltr"
            placeholder="0.00"
            className="max-w-sm"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            hint={t("admin.settings.codFeeHint")}
            error={problem ? t(problem) : undefined}
          />
          {storedFee !== undefined ? (
            <p className="text-sm text-muted-foreground">
              {t("admin.settings.current", { amount: format.price(storedFee) })}
            </p>
          ) : null}
          <FormAlert message={serverError} />
        </CardContent>
        <CardFooter className="border-t pt-4">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {t(mutation.isPending ? "admin.settings.saving" : "admin.settings.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
