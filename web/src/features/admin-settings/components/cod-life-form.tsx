import { TruckIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useUpdateCodLife } from "../api/update-cod-life";
import type { StoreSettings } from "../types";
import { deliveryAttempts, unconfirmedHours, validateCodLife } from "../lib/validate-cod-life";
import { SettingsCard } from "./settings-card";

/** How long an order waits for its confirmation, and how many delivery attempts a parcel gets (ADR 057). */
export function CodLifeForm({ stored }: { stored: StoreSettings }) {
  const { t } = useI18n();
  const mutation = useUpdateCodLife();
  const [hours, setHours] = useState(String(stored.unconfirmedCancelHours));
  const [attempts, setAttempts] = useState(String(stored.maxDeliveryAttempts));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    setHours(String(stored.unconfirmedCancelHours));
    setAttempts(String(stored.maxDeliveryAttempts));
  }, [stored.unconfirmedCancelHours, stored.maxDeliveryAttempts]);

  const problems = submitted ? validateCodLife(hours, attempts) : { hours: null, attempts: null };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const settings = { unconfirmedCancelHours: unconfirmedHours(hours), maxDeliveryAttempts: deliveryAttempts(attempts) };
    if (settings.unconfirmedCancelHours === null || settings.maxDeliveryAttempts === null) return;
    mutation.mutate(
      { unconfirmedCancelHours: settings.unconfirmedCancelHours, maxDeliveryAttempts: settings.maxDeliveryAttempts },
      {
        onSuccess: () => {
          setSubmitted(false);
          notifySuccess(t, "admin.settings.updated");
        },
        onError: (error) => {
          setServerError(describeWriteFailure(error, t));
          notifyFailure(t, error);
        },
      },
    );
  };

  return (
    <SettingsCard
      icon={TruckIcon}
      mirrorIcon
      title={t("admin.settings.lifeTitle")}
      description={t("admin.settings.lifeDescription")}
      error={serverError}
      pending={mutation.isPending}
      submitLabel={t("admin.settings.lifeSave")}
      pendingLabel={t("admin.settings.lifeSaving")}
      onSubmit={onSubmit}
    >
      <TextField
        label={t("admin.settings.unconfirmedCancelHours")}
        type="number"
        inputMode="numeric"
        step="1"
        min={0}
        max={720}
        dir="ltr"
        className="max-w-sm"
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        hint={t("admin.settings.unconfirmedCancelHoursHint")}
        error={problems.hours ? t(problems.hours) : undefined}
      />
      <TextField
        label={t("admin.settings.maxDeliveryAttempts")}
        type="number"
        inputMode="numeric"
        step="1"
        min={1}
        max={10}
        dir="ltr"
        className="max-w-sm"
        value={attempts}
        onChange={(event) => setAttempts(event.target.value)}
        hint={t("admin.settings.maxDeliveryAttemptsHint")}
        error={problems.attempts ? t(problems.attempts) : undefined}
      />
    </SettingsCard>
  );
}
