import { PendingConfirmDialog } from "@/components/admin/pending-confirm-dialog";
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

  // Kept open while the call runs so a slow answer is visible; spec §8 closes it on success and on failure alike.
  const onConfirm = () => {
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
    <PendingConfirmDialog
      open={order !== null}
      title={t("adminOrders.deleteTitle", { number: String(order?.orderNumber ?? "") })}
      description={t("adminOrders.deleteConfirm")}
      cancelLabel={t("adminOrders.cancel")}
      confirmLabel={t("adminOrders.confirmDelete")}
      pending={deletion.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
