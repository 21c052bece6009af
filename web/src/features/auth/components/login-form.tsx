import { LoaderCircleIcon } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useLogin } from "../api/login";
import { useNextPath } from "../hooks/use-next-path";
import { homeFor } from "../lib/next-path";
import { hasErrors, type LoginValues, validateLogin } from "../lib/validate";

type Field = keyof LoginValues;

export function LoginForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const next = useNextPath();
  const [values, setValues] = useState<LoginValues>({ username: "", password: "" });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const errors = validateLogin(values);
  // Errors appear once a field has been left or the form submitted, never while someone is still typing.
  const errorFor = (field: Field) => {
    const key = errors[field];
    return key && (touched[field] || submitted) ? t(key) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      const first = (["username", "password"] as const).find((field) => errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    loginMutation.mutate(
      { email: values.username.trim(), password: values.password },
      {
        onSuccess: (user) => {
          toast({ title: t("auth.login.success") });
          navigate(next ?? homeFor(user?.role), { replace: true });
        },
        onError: (error) => {
          toast({
            variant: "destructive",
            title: t("toast.error"),
            description: describeError(error, {
              t,
              fallback: "auth.login.invalidCredentials",
              byCode: { invalid_credentials: "auth.login.invalidCredentials", too_many_attempts: "auth.login.tooManyAttempts" },
              byStatus: { 401: "auth.login.invalidCredentials", 429: "auth.login.tooManyAttempts" },
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
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [field]: true })),
    error: errorFor(field),
    required: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField label={t("auth.username")} autoComplete="username" dir="auto" {...bind("username")} />
      <TextField label={t("auth.password")} type="password" autoComplete="current-password" {...bind("password")} />
      <Button type="submit" size="lg" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? (
          <>
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            {t("auth.login.pending")}
          </>
        ) : (
          t("auth.login.submit")
        )}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t("auth.login.noAccount")}{" "}
        <Link to={next ? `/register?next=${encodeURIComponent(next)}` : "/register"} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("auth.login.toRegister")}
        </Link>
      </p>
    </form>
  );
}
