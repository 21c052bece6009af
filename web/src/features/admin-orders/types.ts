import type { OrderAnswer, OrderHistoryEntryAnswer, OrderItemAnswer } from "@/lib/contracts";

/** The back office's order reads (`GET /api/admin/orders`, `.../:id/history`): the server's contracts. */
export type OrderItem = OrderItemAnswer;
export type Order = OrderAnswer;
export type OrderHistoryEntry = OrderHistoryEntryAnswer;

/** The orders list's filters, as the page's URL and the server's query name them; each optional. */
export interface OrderFilters {
  status?: string;
  /** Order number, customer name, phone or account email. */
  q?: string;
  /** First and last day, YYYY-MM-DD, in the store's (UAE) calendar. */
  from?: string;
  to?: string;
}
