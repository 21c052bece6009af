import type { MouseEvent } from "react";
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
import { toast } from "@/components/ui/use-toast";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useDeleteOrder } from "../api/delete-order";
import type { Order } from "../types";

interface DeleteOrderDialogProps {
  order: Order | null;
  onClose: () => void;
}

export function DeleteOrderDialog({ order, onClose }: DeleteOrderDialogProps) {
  const { t } = useI18n();
  const deletion = useDeleteOrder();

  const onConfirm = (event: MouseEvent<HTMLButtonElement>) => {
    // Kept open while the call runs so a slow answer is visible; spec §8 closes it on success and on failure alike.
    event.preventDefault();
    if (!order) return;
    deletion.mutate(order.id, {
      onSuccess: () => toast({ title: t("adminOrders.deleted") }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("toast.error"),
          description: describeWriteFailure(error, t),
        }),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("adminOrders.deleteTitle", { number: String(order?.orderNumber ?? "") })}</AlertDialogTitle>
          <AlertDialogDescription>{t("adminOrders.deleteConfirm")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>{t("adminOrders.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={deletion.isPending}>
            {t("adminOrders.confirmDelete")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
