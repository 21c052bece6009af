import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { describeError } from "@/lib/error-message";
import { type MessageKey, useI18n } from "@/lib/i18n";
import type { PasswordChangeRequest, ProfileRequest } from "../../../../../services/identity/schemas.js";

interface FormSectionProps {
  title: string;
  note?: string;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A titled card holding one form, whose button says it is saving while the form is sent. */
function FormSection({ title, note, onSubmit, pending, submitLabel, children }: FormSectionProps) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
        {children}
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? t("profile.saving") : submitLabel}
        </Button>
      </form>
    </section>
  );
}

/** Her name, as the store greets her and signs her reviews. */
export function NameForm({ name, email, onSaved }: { name: string; email: string; onSaved: () => void }) {
  const { t } = useI18n();
  const [value, setValue] = useState(name);
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({ mutationFn: (next: string) => apiRequest("PATCH", "/api/account/profile", { name: next } satisfies ProfileRequest) });
  const error = submitted && !value.trim() ? t("profile.nameRequired") : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!value.trim()) return;
    save.mutate(value.trim(), {
      onSuccess: () => {
        toast({ title: t("profile.saved") });
        onSaved();
      },
      onError: (failure) =>
        toast({ variant: "destructive", title: t("toast.error"), description: describeError(failure, { t, fallback: "profile.failed" }) }),
    });
  };
  return (
    <FormSection title={t("profile.nameTitle")} onSubmit={submit} pending={save.isPending} submitLabel={t("profile.save")}>
      <TextField label={t("profile.email")} value={email} readOnly dir="ltr" className="[&_input]:rtl:text-right" />
      <TextField
        label={t("profile.name")}
        name="name"
        autoComplete="name"
        required
        value={value}
        error={error}
        disabled={save.isPending}
        onChange={(event) => setValue(event.target.value)}
      />
    </FormSection>
  );
}

const minPasswordLength = 6;

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };

/** The three password boxes, in order; the browser's password manager tells them apart by `autoComplete`. */
const passwordFields: ReadonlyArray<{ field: keyof PasswordValues; name: string; label: MessageKey; autoComplete: string }> = [
  { field: "currentPassword", name: "currentPassword", label: "profile.currentPassword", autoComplete: "current-password" },
  { field: "newPassword", name: "newPassword", label: "profile.newPassword", autoComplete: "new-password" },
  { field: "confirm", name: "confirmPassword", label: "profile.confirmPassword", autoComplete: "new-password" },
];

/** A new password given the current one; her other devices are signed out, this one stays. */
export function PasswordForm() {
  const { t } = useI18n();
  const [values, setValues] = useState<PasswordValues>({ currentPassword: "", newPassword: "", confirm: "" });
  const [submitted, setSubmitted] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const change = useMutation({
    mutationFn: (body: PasswordChangeRequest) => apiRequest("POST", "/api/account/password", body),
  });
  const errors = {
    currentPassword: !values.currentPassword ? t("profile.currentRequired") : undefined,
    newPassword: values.newPassword.length < minPasswordLength ? t("profile.newTooShort") : undefined,
    confirm: values.confirm !== values.newPassword ? t("profile.mismatch") : undefined,
  };
  const shown = (field: keyof typeof errors) => (submitted ? errors[field] : undefined);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === "currentPassword") setWrongCurrent(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.currentPassword || errors.newPassword || errors.confirm) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues({ currentPassword: "", newPassword: "", confirm: "" });
          setSubmitted(false);
          toast({ title: t("profile.passwordChanged") });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === "wrong_current_password") setWrongCurrent(true);
          toast({
            variant: "destructive",
            title: t("toast.error"),
            description: describeError(failure, {
              t,
              fallback: "profile.failed",
              byCode: { wrong_current_password: "profile.wrongPassword", too_many_attempts: "auth.login.tooManyAttempts" },
            }),
          });
        },
      },
    );
  };
  return (
    <FormSection
      title={t("profile.passwordTitle")}
      note={t("profile.passwordNote")}
      onSubmit={submit}
      pending={change.isPending}
      submitLabel={t("profile.changePassword")}
    >
      {passwordFields.map(({ field, name, label, autoComplete }) => (
        <TextField
          key={field}
          label={t(label)}
          type="password"
          name={name}
          autoComplete={autoComplete}
          required
          value={values[field]}
          error={field === "currentPassword" && wrongCurrent ? t("profile.wrongPassword") : shown(field)}
          disabled={change.isPending}
          onChange={set(field)}
        />
      ))}
    </FormSection>
  );
}
