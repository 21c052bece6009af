import { useId, useState, type MouseEvent, type ReactNode } from "react";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useI18n } from "@/lib/i18n";

/**
 * The shopper's "are you sure?" before her order is cancelled (from her order page or her mailed link), with room
 * for her reason. It stays open while the cancel is on its way and after a failure (the caller says what failed),
 * and closes once it succeeded.
 */
export function CancelOrderDialog({
  orderNumber,
  trigger,
  onConfirm,
}: {
  orderNumber: number;
  trigger: ReactNode;
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);

  const confirm = async (event: MouseEvent) => {
    // The action would close the dialog at once; it closes when the cancel went through.
    event.preventDefault();
    setPending(true);
    try {
      await onConfirm(reason.trim() || undefined);
      setOpen(false);
      setReason("");
    } catch {
      // The caller has told her what went wrong; the dialog stays for another try or "keep".
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("cancelOrder.title", { number: String(orderNumber) })}</AlertDialogTitle>
          <AlertDialogDescription>{t("cancelOrder.body")}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>{t("cancelOrder.reason")}</Label>
          <Textarea
            id={reasonId}
            aria-describedby={hintId}
            value={reason}
            maxLength={1000}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {t("cancelOrder.reasonHint")}
          </p>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("cancelOrder.keep")}</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={(event) => void confirm(event)}>
            {pending ? t("cancelOrder.cancelling") : t("cancelOrder.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
