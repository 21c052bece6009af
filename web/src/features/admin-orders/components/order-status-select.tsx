import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { isOrderStatus, orderStatuses, orderStatusLabel, orderStatusTone } from "@/lib/order-status";
import { cn } from "@/lib/utils";
import { useUpdateOrderStatus } from "../api/update-order-status";
import type { Order } from "../types";

/** Spec §2: every status is offered for any order; a choice is saved at once, and the box waits for the answer. */
export function OrderStatusSelect({ order }: { order: Order }) {
  const { t } = useI18n();
  const update = useUpdateOrderStatus();
  const shown = update.isPending && update.variables ? update.variables.status : order.status;

  const onChange = (next: string) => {
    if (!isOrderStatus(next) || next === order.status) return;
    update.mutate(
      { orderId: order.id, status: next },
      {
        onSuccess: () => toast({ title: t("adminOrders.statusUpdated") }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("toast.error"),
            description: describeWriteFailure(error, t),
          }),
      },
    );
  };

  return (
    <Select value={shown} onValueChange={onChange} disabled={update.isPending}>
      <SelectTrigger
        aria-label={t("adminOrders.statusOf", { number: String(order.orderNumber) })}
        data-testid="order-status-select"
        className={cn("h-8 w-36 rounded-full text-xs font-semibold", isOrderStatus(shown) && orderStatusTone[shown])}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {orderStatuses.map((status) => (
          <SelectItem key={status} value={status}>
            {t(orderStatusLabel[status])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
