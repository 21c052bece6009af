import type { MessageKey } from "@/lib/i18n";
import type { OrderStatus } from "@/lib/order-status";
import type { OrderHistoryEntry } from "../types";

const statuses: readonly string[] = ["placed", "confirmed", "packed", "shipped", "delivered"];
const isStatus = (value: unknown): value is OrderStatus => typeof value === "string" && statuses.includes(value);

const typeLabels: Record<string, MessageKey> = {
  OrderPlaced: "adminOrders.history.OrderPlaced",
  OrderStatusChanged: "adminOrders.history.OrderStatusChanged",
  OrderDeleted: "adminOrders.history.OrderDeleted",
};

export interface HistoryLine {
  /** A known event's label; unknown types are shown by name through `adminOrders.history.unknown`. */
  label: MessageKey | null;
  change: { from: OrderStatus; to: OrderStatus } | null;
}

/** What one recorded event means in plain words; the event data is read defensively since it is the log's own. */
export function describeHistory(entry: OrderHistoryEntry): HistoryLine {
  const label = typeLabels[entry.type] ?? null;
  const data = entry.data && typeof entry.data === "object" ? (entry.data as Record<string, unknown>) : {};
  const isChange = entry.type === "OrderStatusChanged" && isStatus(data.from) && isStatus(data.to);
  const change = isChange ? { from: data.from as OrderStatus, to: data.to as OrderStatus } : null;
  return { label, change };
}
