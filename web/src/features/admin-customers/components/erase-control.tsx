import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useEraseCustomer } from "../api/erase-customer";
import type { Customer } from "../types";

/**
 * "Erase personal data" on a customer's page: a confirmation with the reason staff record with it. Offered for
 * customer accounts other than the admin's own (the server refuses the others too); an erased account says so.
 */
export function EraseControl({ customer, selfId }: { customer: Customer; selfId: string | undefined }) {
  const { t } = useI18n();
  const reasonId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const erase = useEraseCustomer();

  if (customer.erased) {
    return (
      <p role="status" className="mb-6 font-semibold text-muted-foreground" data-testid="customer-erased">
        {t("admin.erasure.erased")}
      </p>
    );
  }
  if (customer.role !== "customer" || customer.id === selfId) return null;
  const missing = submitted && !reason.trim();

  const confirm = (event: { preventDefault: () => void }) => {
    // The dialog stays open while the erasure is on its way, and after a failure.
    event.preventDefault();
    setSubmitted(true);
    if (!reason.trim()) return;
    erase.mutate(
      { userId: customer.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setReason("");
          setSubmitted(false);
          toast({ title: t("admin.erasure.done") });
        },
        onError: (failure) =>
          toast({
            variant: "destructive",
            title: t("toast.error"),
            description: describeError(failure, {
              t,
              fallback: "admin.erasure.failed",
              byCode: {
                staff_account: "admin.erasure.staffAccount",
                own_account: "admin.erasure.ownAccount",
                already_erased: "admin.erasure.alreadyErased",
                reason_required: "admin.erasure.reasonRequired",
              },
            }),
          }),
      },
    );
  };

  return (
    <Card className="mb-6">
      <CardContent className="grid gap-3 pt-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-bold">{t("admin.erasure.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("admin.erasure.note")}</p>
        </div>
        <AlertDialog open={open} onOpenChange={(next) => !erase.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" className="justify-self-start">
              {t("admin.erasure.open")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("admin.erasure.confirmTitle", { name: customer.name })}</AlertDialogTitle>
              <AlertDialogDescription>{t("admin.erasure.note")}</AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>{t("admin.erasure.reason")}</Label>
              <Textarea
                id={reasonId}
                name="reason"
                required
                aria-invalid={missing || undefined}
                aria-describedby={missing ? errorId : undefined}
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
              />
              {missing ? (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {t("admin.erasure.reasonRequired")}
                </p>
              ) : null}
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={erase.isPending}>{t("admin.erasure.keep")}</AlertDialogCancel>
              <AlertDialogAction disabled={erase.isPending} onClick={confirm}>
                {erase.isPending ? t("admin.erasure.erasing") : t("admin.erasure.confirm")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
