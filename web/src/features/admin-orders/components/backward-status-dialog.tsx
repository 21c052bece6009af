import type { RefObject } from "react";
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
import { useI18n } from "@/lib/i18n";
import { type OrderStatus, orderStatusLabel } from "@/lib/order-status";

interface BackwardStatusDialogProps {
  orderNumber: number;
  from: OrderStatus;
  /** The earlier status asked for; null keeps the dialog closed. */
  to: OrderStatus | null;
  /** Where the focus goes back to: the status box, which Radix does not know opened this. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A status moved backwards (Delivered → Placed) is usually a slip of the hand, so it is asked about first. */
export function BackwardStatusDialog({ orderNumber, from, to, returnFocusTo, onConfirm, onCancel }: BackwardStatusDialogProps) {
  const { t } = useI18n();
  return (
    <AlertDialog open={to !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t("adminOrders.backTitle", { number: String(orderNumber) })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("adminOrders.backConfirm", {
              from: t(orderStatusLabel[from]),
              to: to ? t(orderStatusLabel[to]) : "",
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("adminOrders.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t("adminOrders.backAction")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
