import { Undo2Icon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useUpdateReturnWindow } from "../api/update-return-window";
import { wholeNumberIn } from "../lib/validate-cod-life";
import { SettingsCard } from "./settings-card";

/** How many days after delivery a shopper may ask to return or exchange pieces (0 closes returns). */
export function ReturnWindowForm({ storedDays }: { storedDays: number }) {
  const { t } = useI18n();
  const mutation = useUpdateReturnWindow();
  const [days, setDays] = useState(String(storedDays));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => setDays(String(storedDays)), [storedDays]);
  const value = wholeNumberIn(days, 0, 365);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (value === null) return;
    mutation.mutate(value, {
      onSuccess: () => {
        setSubmitted(false);
        notifySuccess(t, "admin.settings.returnWindowSaved");
      },
      onError: (error) => {
        setServerError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    });
  };

  return (
    <SettingsCard
      icon={Undo2Icon}
      mirrorIcon
      title={t("admin.settings.returnWindowDays")}
      description={t("admin.settings.returnWindowDaysHint")}
      error={serverError}
      pending={mutation.isPending}
      submitLabel={t("admin.settings.returnWindowSave")}
      pendingLabel={t("admin.settings.returnWindowSaving")}
      onSubmit={onSubmit}
    >
      <TextField
        label={t("admin.settings.returnWindowDays")}
        type="number"
        inputMode="numeric"
        step="1"
        min={0}
        max={365}
        dir="ltr"
        className="max-w-sm"
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={submitted && value === null ? t("admin.settings.returnWindowDaysInvalid") : undefined}
      />
    </SettingsCard>
  );
}
