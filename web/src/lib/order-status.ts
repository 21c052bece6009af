import type { MessageKey } from "./i18n";

/** Spec §4: the five order statuses, in the order an order moves through them; the admin's status dropdown offers these. */
export const orderStatuses = ["placed", "confirmed", "packed", "shipped", "delivered"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * ADR 057: every state an order can be in. The three after the five are reached only through their own actions
 * (cancel, a refused or failed delivery, the parcel received back), never through the dropdown.
 */
export const lifecycleStatuses = [...orderStatuses, "cancelled", "returning", "returned"] as const;
export type LifecycleStatus = (typeof lifecycleStatuses)[number];

/** The states in which the dropdown no longer applies: the server refuses every status change (409). */
export const closedStatuses = ["cancelled", "returning", "returned"] as const satisfies readonly LifecycleStatus[];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (orderStatuses as readonly string[]).includes(value);
}

export function isLifecycleStatus(value: unknown): value is LifecycleStatus {
  return typeof value === "string" && (lifecycleStatuses as readonly string[]).includes(value);
}

export function isClosedStatus(value: unknown): boolean {
  return typeof value === "string" && (closedStatuses as readonly string[]).includes(value);
}

export const orderStatusLabel: Record<LifecycleStatus, MessageKey> = {
  placed: "orderStatus.placed",
  confirmed: "orderStatus.confirmed",
  packed: "orderStatus.packed",
  shipped: "orderStatus.shipped",
  delivered: "orderStatus.delivered",
  cancelled: "orderStatus.cancelled",
  returning: "orderStatus.returning",
  returned: "orderStatus.returned",
};

/**
 * Spec §4 badge colours (blue, purple, yellow, indigo, green), as pale fills with dark text so each stays readable;
 * the three states outside the spec's path get colours of their own (red, orange, slate) so none is read as another.
 */
export const orderStatusTone: Record<LifecycleStatus, string> = {
  placed: "border-blue-200 bg-blue-50 text-blue-800",
  confirmed: "border-purple-200 bg-purple-50 text-purple-800",
  packed: "border-yellow-300 bg-yellow-100 text-yellow-900",
  shipped: "border-indigo-200 bg-indigo-50 text-indigo-800",
  delivered: "border-green-200 bg-green-50 text-green-800",
  cancelled: "border-red-200 bg-red-50 text-red-800",
  returning: "border-orange-300 bg-orange-50 text-orange-900",
  returned: "border-slate-300 bg-slate-100 text-slate-800",
};
