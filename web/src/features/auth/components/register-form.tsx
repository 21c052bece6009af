import { LoaderCircleIcon } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { describeError, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useRegister } from "../api/register";
import { useNextPath } from "../hooks/use-next-path";
import { hasErrors, PASSWORD_MIN_LENGTH, type RegisterValues, validateRegister } from "../lib/validate";

type Field = keyof RegisterValues;
const fields: readonly Field[] = ["name", "email", "password"];

export function RegisterForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const next = useNextPath();
  const registerMutation = useRegister();
  const [values, setValues] = useState<RegisterValues>({ name: "", email: "", password: "" });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const errors = validateRegister(values);
  const errorFor = (field: Field) => {
    const key = errors[field];
    if (key && (touched[field] || submitted)) return t(key, { min: PASSWORD_MIN_LENGTH });
    return serverErrors[field];
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      const first = fields.find((field) => errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setServerErrors({});
    registerMutation.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast({ title: t("auth.register.success") });
          navigate(next ?? "/", { replace: true });
        },
        onError: (error) => {
          setServerErrors(serverFieldErrors(error));
          toast({
            variant: "destructive",
            title: t("auth.register.failed"),
            description: describeError(error, {
              t,
              fallback: "auth.register.failed",
              byCode: { limit_reached: "auth.register.limitReached" },
              byStatus: { 409: "auth.register.emailTaken", 429: "auth.register.limitReached" },
            }),
          });
        },
      },
    );
  };

  const bind = (field: Field) => ({
    ref: (element: HTMLInputElement | null) => {
      fieldRefs.current[field] = element;
    },
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      // A server complaint about a field is stale as soon as that field changes.
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    onBlur: () => setTouched((v) => ({ ...v, [field]: true })),
    error: errorFor(field),
    required: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField label={t("auth.name")} autoComplete="name" {...bind("name")} />
      <TextField label={t("auth.email")} type="email" autoComplete="email" dir="ltr" {...bind("email")} />
      <TextField
        label={t("auth.password")}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("auth.register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        {...bind("password")}
      />
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? (
          <>
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            {t("auth.register.pending")}
          </>
        ) : (
          t("auth.register.submit")
        )}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t("auth.register.haveAccount")}{" "}
        <Link to={next ? `/login?next=${encodeURIComponent(next)}` : "/login"} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("auth.register.toLogin")}
        </Link>
      </p>
    </form>
  );
}
