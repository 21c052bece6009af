import type {
  ContactAttemptAnswer,
  DeliveryAttemptAnswer,
  OrderAnswer,
  OrderDetailAnswer,
  OrderHistoryEntryAnswer,
  OrderItemAnswer,
} from "@/lib/contracts";

/**
 * The back office's order reads (`GET /api/admin/orders`, `.../:id/history`): the server's contracts. An order's
 * `status` is any of the eight states, and it carries its shipment, call count and cash (ADR 057).
 */
export type OrderItem = OrderItemAnswer;
export type Order = OrderAnswer;
export type OrderHistoryEntry = OrderHistoryEntryAnswer;

/** One call to the shopper, and one delivery attempt, with who recorded them (`by.name` null when unknown). */
export type ContactAttempt = ContactAttemptAnswer;
export type DeliveryAttempt = DeliveryAttemptAnswer;

/** `GET /api/admin/orders/:id`: the order with its calls, attempts, cancellation and return receipt (ADR 057). */
export type OrderDetail = OrderDetailAnswer;
export type Cancellation = NonNullable<OrderDetail["cancellation"]>;
export type ReturnReceipt = NonNullable<OrderDetail["returnReceipt"]>;

/** A courier the shipment form offers: the route passes the active ones in (the couriers are another feature's). */
export interface CourierChoice {
  id: string;
  name: string;
}

/** The orders list's filters, as the page's URL and the server's query name them; each optional. */
export interface OrderFilters {
  status?: string;
  /** "true": placed orders nobody has confirmed yet. */
  awaitingConfirmation?: string;
  /** Order number, customer name, phone or account email. */
  q?: string;
  /** First and last day, YYYY-MM-DD, in the store's (UAE) calendar. */
  from?: string;
  to?: string;
}
