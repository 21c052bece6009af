import { useRef, useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import {
  isClosedStatus,
  isLifecycleStatus,
  isOrderStatus,
  type OrderStatus,
  orderStatuses,
  orderStatusLabel,
  orderStatusTone,
} from "@/lib/order-status";
import { cn } from "@/lib/utils";
import { useUpdateOrderStatus } from "../api/update-order-status";
import type { Order } from "../types";
import { BackwardStatusDialog } from "./backward-status-dialog";

/**
 * Spec §2: every status is offered for any order; a choice is saved at once, and the box waits for the answer. A move
 * back to an earlier status is asked about first. A cancelled or returned order (or one on its way back) leaves the
 * dropdown's path: the box shows that state and is disabled, since the server refuses every change then (ADR 057).
 */
/** `className` sizes the box where it stands alone (the order page wants a 44 px target). */
export function OrderStatusSelect({ order, className }: { order: Order; className?: string }) {
  const { t } = useI18n();
  const update = useUpdateOrderStatus();
  const shown = update.isPending && update.variables ? update.variables.status : order.status;
  const [backTo, setBackTo] = useState<OrderStatus | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closed = isClosedStatus(order.status);

  const save = (next: OrderStatus) => {
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

  const onChange = (next: string) => {
    if (!isOrderStatus(next) || next === order.status) return;
    if (isOrderStatus(order.status) && orderStatuses.indexOf(next) < orderStatuses.indexOf(order.status)) {
      setBackTo(next);
      return;
    }
    save(next);
  };

  return (
    <>
      <Select value={shown} onValueChange={onChange} disabled={update.isPending || closed}>
        <SelectTrigger
          ref={trigger}
          aria-label={t("adminOrders.statusOf", { number: String(order.orderNumber) })}
          data-testid="order-status-select"
          className={cn("h-8 w-36 rounded-full text-xs font-semibold", isLifecycleStatus(shown) && orderStatusTone[shown], className)}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {orderStatuses.map((status) => (
            <SelectItem key={status} value={status}>
              {t(orderStatusLabel[status])}
            </SelectItem>
          ))}
          {/* Only so the disabled box can name the state it is in; never offered. */}
          {closed && isLifecycleStatus(order.status) ? (
            <SelectItem value={order.status} disabled>
              {t(orderStatusLabel[order.status])}
            </SelectItem>
          ) : null}
        </SelectContent>
      </Select>
      {isOrderStatus(order.status) ? (
        <BackwardStatusDialog
          orderNumber={order.orderNumber}
          from={order.status}
          to={backTo}
          returnFocusTo={trigger}
          onConfirm={() => {
            if (backTo) save(backTo);
            setBackTo(null);
          }}
          onCancel={() => setBackTo(null)}
        />
      ) : null}
    </>
  );
}
