import type { MessageKey } from "@/lib/i18n";
import { toFils } from "@/lib/money";
import type { Order } from "../types";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * How an order's total is made, in one line under it (ADR 066): subtotal, then the discount with its coupon's code
 * and the delivery fee when each is more than nothing, then the COD fee. `aed` writes an amount ("AED 12.50").
 */
export function amountsBreakdown(
  order: Pick<Order, "subtotal" | "discount" | "deliveryFee" | "codFee" | "coupon">,
  t: Translate,
  aed: (amount: string) => string,
): string {
  const discount = toFils(order.discount) > 0;
  const delivery = toFils(order.deliveryFee) > 0;
  const key: MessageKey = discount
    ? delivery
      ? "adminOrders.details.breakdownDiscountDelivery"
      : "adminOrders.details.breakdownDiscount"
    : delivery
      ? "adminOrders.details.breakdownDelivery"
      : "adminOrders.details.breakdown";
  return t(key, {
    subtotal: aed(order.subtotal),
    discount: aed(order.discount),
    code: order.coupon?.code ?? "—",
    delivery: aed(order.deliveryFee),
    fee: aed(order.codFee),
  });
}
