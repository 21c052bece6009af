import type { LucideIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n, type MessageKey } from "@/lib/i18n";
import type { UseMutationResult } from "@tanstack/react-query";
import { wholeNumberIn } from "../lib/validate-cod-life";
import { SettingsCard } from "./settings-card";

/** The catalogue's texts of one whole-number setting's card. */
export interface WholeNumberSettingTexts {
  readonly label: MessageKey;
  readonly hint: MessageKey;
  readonly invalid: MessageKey;
  readonly save: MessageKey;
  readonly saving: MessageKey;
  readonly saved: MessageKey;
}

/** A setting that is a whole number within bounds (the return window's days, the retention's years). */
export function WholeNumberSettingForm({
  stored,
  min,
  max,
  icon,
  mirrorIcon,
  texts,
  mutation,
}: {
  stored: number;
  min: number;
  max: number;
  icon: LucideIcon;
  mirrorIcon?: boolean;
  texts: WholeNumberSettingTexts;
  mutation: UseMutationResult<unknown, Error, number>;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(String(stored));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => setText(String(stored)), [stored]);
  const value = wholeNumberIn(text, min, max);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (value === null) return;
    mutation.mutate(value, {
      onSuccess: () => {
        setSubmitted(false);
        notifySuccess(t, texts.saved);
      },
      onError: (error) => {
        setServerError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    });
  };

  return (
    <SettingsCard
      icon={icon}
      mirrorIcon={mirrorIcon}
      title={t(texts.label)}
      description={t(texts.hint)}
      error={serverError}
      pending={mutation.isPending}
      submitLabel={t(texts.save)}
      pendingLabel={t(texts.saving)}
      onSubmit={onSubmit}
    >
      <TextField
        label={t(texts.label)}
        type="number"
        inputMode="numeric"
        step="1"
        min={min}
        max={max}
        dir="ltr"
        className="max-w-sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={submitted && value === null ? t(texts.invalid) : undefined}
      />
    </SettingsCard>
  );
}
