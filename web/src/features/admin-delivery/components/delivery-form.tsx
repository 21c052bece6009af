import { LoaderCircleIcon, RotateCcwIcon, TruckIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useSaveDelivery } from "../api/save-delivery";
import { type DeliveryFormErrors, deliveryErrorsFromServer, deliveryKey, draftOf, readDeliveryDraft } from "../lib/delivery-form";
import type { AdminDelivery } from "../types";
import { ZoneRow } from "./zone-row";

/** The delivery terms as one form: a row per emirate, then the free-delivery threshold; saved all at once. */
export function DeliveryForm({ stored }: { stored: AdminDelivery }) {
  const { t, format } = useI18n();
  const save = useSaveDelivery();
  const titleId = useId();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [errors, setErrors] = useState<DeliveryFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const typed = readDeliveryDraft(draft);
  const unchanged = "input" in typed && deliveryKey(typed.input) === deliveryKey(stored);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ("errors" in typed) {
      setErrors(typed.errors);
      setFormError(t("deliveryAdmin.fix"));
      return;
    }
    setErrors({});
    setFormError(null);
    const input = typed.input;
    save.mutate(input, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notifySuccess(t, "deliveryAdmin.saved");
      },
      onError: (error) => {
        const paths = Object.keys(serverFieldErrors(error));
        if (paths.length > 0) {
          const fromServer = deliveryErrorsFromServer(paths, input);
          setErrors(fromServer.errors);
          setFormError(t(fromServer.other || Object.keys(fromServer.errors).length === 0 ? "deliveryAdmin.error.invalid" : "deliveryAdmin.fix"));
          return;
        }
        setFormError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    });
  };

  const edit = (next: typeof draft) => {
    setDraft(next);
    setFormError(null);
  };

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} data-testid="delivery-form">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
              <TruckIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </span>
            <h2 id={titleId} className="text-lg font-bold">
              {t("deliveryAdmin.zonesTitle")}
            </h2>
          </div>
          <CardDescription>{t("deliveryAdmin.zonesDescription")}</CardDescription>
          <p className="text-xs text-muted-foreground" data-testid="delivery-changed-at">
            {stored.changedAt ? t("deliveryAdmin.changedAt", { date: format.dateTime(stored.changedAt) }) : t("deliveryAdmin.never")}
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid">
            {draft.zones.map((zone, index) => (
              <ZoneRow
                key={zone.emirate}
                index={index}
                zone={zone}
                errors={errors}
                disabled={save.isPending}
                onChange={(next) => edit({ ...draft, zones: draft.zones.map((row, at) => (at === index ? next : row)) })}
              />
            ))}
          </div>
          <TextField
            label={t("deliveryAdmin.threshold")}
            hint={t("deliveryAdmin.thresholdHint")}
            value={draft.freeDeliveryOver}
            inputMode="decimal"
            dir="ltr"
            className="max-w-sm [&_input]:rtl:text-right"
            placeholder={t("deliveryAdmin.noThreshold")}
            disabled={save.isPending}
            error={errors.freeDeliveryOver ? t(errors.freeDeliveryOver) : undefined}
            onChange={(event) => edit({ ...draft, freeDeliveryOver: event.target.value })}
          />
          <FormAlert message={formError} />
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
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
            {t("deliveryAdmin.reset")}
          </Button>
          <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={save.isPending}>
            {save.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
            {t(save.isPending ? "deliveryAdmin.saving" : "deliveryAdmin.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
