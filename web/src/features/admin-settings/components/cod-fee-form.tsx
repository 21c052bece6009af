import { BanknoteIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useUpdateCodFee } from "../api/update-cod-fee";
import { validateCodFee } from "../lib/validate-cod-fee";
import { SettingsCard } from "./settings-card";

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
    <SettingsCard
      icon={BanknoteIcon}
      title={t("admin.settings.codTitle")}
      description={t("admin.settings.codDescription")}
      error={serverError}
      pending={mutation.isPending}
      submitLabel={t("admin.settings.save")}
      pendingLabel={t("admin.settings.saving")}
      onSubmit={onSubmit}
    >
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
    </SettingsCard>
  );
}
