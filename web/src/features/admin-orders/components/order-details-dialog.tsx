import { PrinterIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PhoneNumber } from "@/components/phone-number";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { cn } from "@/lib/utils";
import { amountsBreakdown } from "../lib/amounts";
import type { Order } from "../types";
import { OrderItemsTable } from "./order-items-table";
import { OrderTimeline } from "./order-timeline";
import { customerName } from "@/lib/erased-customer";

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("grid gap-0.5", className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

interface OrderDetailsDialogProps {
  order: Order | null;
  onClose: () => void;
}

export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  const { t, format } = useI18n();
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });

  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-w-3xl gap-6">
        {order ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("adminOrders.details.title", { number: String(order.orderNumber) })}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                {t("adminOrders.details.placedOn", { date: format.dateTime(order.createdAt) })}
                <OrderStatusBadge status={order.status} />
              </DialogDescription>
              <Button asChild variant="outline" size="sm" className="w-fit">
                <Link to={`/admin/orders/${order.id}/slip`}>
                  <PrinterIcon aria-hidden="true" />
                  {t("slip.print")}
                </Link>
              </Button>
            </DialogHeader>

            <dl className="grid gap-4 rounded-xl border bg-muted/40 p-4 sm:grid-cols-2">
              <Detail label={t("adminOrders.details.customer")}>{customerName(order.shippingName, t)}</Detail>
              <Detail label={t("adminOrders.details.phone")}>
                <PhoneNumber phone={order.shippingPhone} />
              </Detail>
              <Detail label={t("adminOrders.details.address")} className="sm:col-span-2">
                {order.shippingAddress}
              </Detail>
              {order.deliveryNote ? (
                <Detail label={t("adminOrders.details.note")} className="sm:col-span-2">
                  {order.deliveryNote}
                </Detail>
              ) : null}
              <Detail label={t("adminOrders.details.payment")}>
                <span className="font-bold tracking-wide">{order.paymentMethod.toUpperCase()}</span>
              </Detail>
              <Detail label={t("adminOrders.details.total")}>
                <span className="font-bold">{aed(order.totalAmount)}</span>
                <span className="block text-xs text-muted-foreground">
                  {amountsBreakdown(order, t, aed)}
                </span>
              </Detail>
            </dl>

            <section className="grid gap-3" aria-labelledby="order-items-heading">
              <h3 id="order-items-heading" className="font-bold">
                {t("adminOrders.details.items")}
              </h3>
              <OrderItemsTable items={order.items} />
            </section>

            <section className="grid gap-3" aria-labelledby="order-history-heading">
              <h3 id="order-history-heading" className="font-bold">
                {t("adminOrders.history.title")}
              </h3>
              <OrderTimeline orderId={order.id} />
            </section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
