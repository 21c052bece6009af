import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";

function Section({ title, children, note }: { title: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Her name, as the store greets her and signs her reviews. */
export function NameForm({ name, email, onSaved }: { name: string; email: string; onSaved: () => void }) {
  const { t } = useI18n();
  const [value, setValue] = useState(name);
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({ mutationFn: (next: string) => apiRequest("PATCH", "/api/account/profile", { name: next }) });
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
    <Section title={t("profile.nameTitle")}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-md">
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
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? t("profile.saving") : t("profile.save")}
        </Button>
      </form>
    </Section>
  );
}

const minPasswordLength = 6;

/** A new password given the current one; her other devices are signed out, this one stays. */
export function PasswordForm() {
  const { t } = useI18n();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirm: "" });
  const [submitted, setSubmitted] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => apiRequest("POST", "/api/account/password", body),
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
    <Section title={t("profile.passwordTitle")} note={t("profile.passwordNote")}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-md">
        <TextField
          label={t("profile.currentPassword")}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={wrongCurrent ? t("profile.wrongPassword") : shown("currentPassword")}
          disabled={change.isPending}
          onChange={set("currentPassword")}
        />
        <TextField
          label={t("profile.newPassword")}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={values.newPassword}
          error={shown("newPassword")}
          disabled={change.isPending}
          onChange={set("newPassword")}
        />
        <TextField
          label={t("profile.confirmPassword")}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirm}
          error={shown("confirm")}
          disabled={change.isPending}
          onChange={set("confirm")}
        />
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? t("profile.saving") : t("profile.changePassword")}
        </Button>
      </form>
    </Section>
  );
}
