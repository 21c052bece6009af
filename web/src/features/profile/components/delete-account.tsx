import { type FormEvent, useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useEraseAccount } from "../api/erase-account";

/**
 * "Delete my account": her password, then a confirmation saying what is erased and what is kept (her orders'
 * numbers and amounts, for the tax law). Once erased, `onErased` signs her out of the app and takes her home.
 */
export function DeleteAccount({ onErased }: { onErased: () => void }) {
  const { t } = useI18n();
  const headingId = useId();
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseAccount();
  const error = wrong ? t("erasure.wrongPassword") : submitted && !password ? t("erasure.passwordRequired") : undefined;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (password) setConfirming(true);
  };
  const confirm = (event: { preventDefault: () => void }) => {
    // The dialog stays open while the erasure is on its way; it closes with its outcome.
    event.preventDefault();
    erase.mutate(password, {
      onSuccess: () => {
        setConfirming(false);
        onErased();
      },
      onError: (failure) => {
        setConfirming(false);
        if (failure instanceof ApiError && failure.code === "wrong_password") setWrong(true);
        toast({
          variant: "destructive",
          title: t("toast.error"),
          description: describeError(failure, {
            t,
            fallback: "erasure.failed",
            byCode: {
              wrong_password: "erasure.wrongPassword",
              staff_account: "erasure.staffAccount",
              too_many_attempts: "auth.login.tooManyAttempts",
            },
          }),
        });
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-destructive/40 bg-card p-5 shadow-sm">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-bold text-destructive">
          {t("erasure.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("erasure.note")}</p>
      </div>
      <form noValidate onSubmit={ask} className="grid gap-4 sm:max-w-md">
        <TextField
          label={t("erasure.password")}
          type="password"
          name="erasePassword"
          autoComplete="current-password"
          required
          value={password}
          error={error}
          disabled={erase.isPending}
          onChange={(event) => {
            setPassword(event.target.value);
            setWrong(false);
          }}
        />
        <Button type="submit" variant="destructive" className="justify-self-start" disabled={erase.isPending}>
          {t("erasure.open")}
        </Button>
      </form>
      <AlertDialog open={confirming} onOpenChange={(open) => !erase.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("erasure.confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2">
                <p>{t("erasure.confirmErased")}</p>
                <p>{t("erasure.confirmKept")}</p>
                <p>{t("erasure.confirmAfter")}</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={erase.isPending}>{t("erasure.keep")}</AlertDialogCancel>
            <AlertDialogAction disabled={erase.isPending} onClick={confirm}>
              {erase.isPending ? t("erasure.deleting") : t("erasure.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
