import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { amountsBreakdown } from "../lib/amounts";
import { cancelReasonLabel } from "../lib/cod-terms";
import type { OrderDetail } from "../types";
import { OrderItemsTable } from "./order-items-table";
import { Fact, Panel } from "./order-panel";
import { PhoneContact } from "@/components/admin/phone-contact";
import { customerName } from "@/lib/erased-customer";

/** Who ordered what, where it goes and what the courier collects: what a caller needs in front of her. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t, format } = useI18n();
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });
  return (
    <Panel title={t("adminCod.page.order")}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t("adminOrders.details.customer")}>{customerName(order.shippingName, t)}</Fact>
        <Fact label={t("adminOrders.details.phone")}>
          <PhoneContact phone={order.shippingPhone} testId="order-phone" />
        </Fact>
        <Fact label={t("adminOrders.details.address")} className="sm:col-span-2">
          {order.shippingAddress}
        </Fact>
        {order.deliveryNote ? (
          <Fact label={t("adminOrders.details.note")} className="sm:col-span-2">
            {order.deliveryNote}
          </Fact>
        ) : null}
        <Fact label={t("adminOrders.details.total")}>
          <span className="font-bold" data-testid="order-total">
            {aed(order.totalAmount)}
          </span>
          <span className="block text-xs text-muted-foreground">
            {amountsBreakdown(order, t, aed)}
          </span>
          {order.storeCreditUsed !== "0.00" ? (
            <span className="block text-xs" data-testid="order-store-credit">
              {t("storeCredit.orderCredit")}: −{aed(order.storeCreditUsed)} · {t("storeCredit.amountDue")}:{" "}
              <span className="font-bold" data-testid="order-amount-due">
                {aed(order.amountDue)}
              </span>
            </span>
          ) : null}
        </Fact>
        <Fact label={t("adminOrders.details.payment")}>
          <span className="font-bold tracking-wide">{order.paymentMethod.toUpperCase()}</span>
          {order.codCollected ? (
            <span className="block text-xs text-muted-foreground">{t("adminCod.page.collected", { amount: aed(order.codCollected) })}</span>
          ) : null}
        </Fact>
        {order.courierName ? (
          <Fact label={t("adminCod.shipment.courier")}>
            {order.courierName}
            {order.trackingNumber ? (
              <span dir="ltr" className="block text-xs text-muted-foreground rtl:text-right">
                {order.trackingNumber}
              </span>
            ) : null}
          </Fact>
        ) : null}
        {order.cancellation ? (
          <Fact label={t("adminCod.page.cancelled")}>
            {t(cancelReasonLabel[order.cancellation.reason])} · {format.dateTime(order.cancellation.at)}
            {order.cancellation.note ? <span className="block text-xs text-muted-foreground">{order.cancellation.note}</span> : null}
          </Fact>
        ) : null}
      </dl>
      <OrderItemsTable items={order.items} />
    </Panel>
  );
}
