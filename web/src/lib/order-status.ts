import type { MessageKey } from "./i18n";

/** Spec §4: the five order statuses, in the order an order moves through them. */
export const orderStatuses = ["placed", "confirmed", "packed", "shipped", "delivered"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (orderStatuses as readonly string[]).includes(value);
}

export const orderStatusLabel: Record<OrderStatus, MessageKey> = {
  placed: "orderStatus.placed",
  confirmed: "orderStatus.confirmed",
  packed: "orderStatus.packed",
  shipped: "orderStatus.shipped",
  delivered: "orderStatus.delivered",
};

/** Spec §4 badge colours (blue, purple, yellow, indigo, green), as pale fills with dark text so each stays readable. */
export const orderStatusTone: Record<OrderStatus, string> = {
  placed: "border-blue-200 bg-blue-50 text-blue-800",
  confirmed: "border-purple-200 bg-purple-50 text-purple-800",
  packed: "border-yellow-300 bg-yellow-100 text-yellow-900",
  shipped: "border-indigo-200 bg-indigo-50 text-indigo-800",
  delivered: "border-green-200 bg-green-50 text-green-800",
};
