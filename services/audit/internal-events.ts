/**
 * The event types the event log leaves out unless the auditor asks for them (`internal=1`, "Show internal events"):
 * bookkeeping the store writes beside the event that says what happened, so the log reads as what people and the
 * store did. Each is still in the log, sealed and exported with `internal=1`, and a type filter naming one shows it.
 *
 * - CheckoutKeyUsed: a checkout's retry key, so a resent order is not placed twice (OrderPlaced says what happened).
 * - CustomerOrderCounted: an order counted against the hourly limit of orders (OrderPlaced again).
 * - EmailClaimed, EmailReleased: an address held for one account, and let go once she was erased (UserRegistered and
 *   PersonalDataErased say what happened).
 * - SlugClaimed, CategoryNameClaimed, CategoryNameReleased, CouponCodeClaimed: a web address, a category's name or a
 *   coupon's code held unique (the product, category or coupon events say what happened).
 * - DocumentNumberTaken: the next number of the invoice or credit-note series taken (InvoiceIssued and
 *   CreditNoteIssued name it).
 * - StockReserved, StockReleased: units held for or given back by an order, written with the order's own event (the
 *   stock an admin counts or corrects is StockAdjustmentMade, which stays).
 * - CodDeliveryCounted, CodRefusalCounted, PhoneRefusalCounted: a delivery or a refusal added to a shopper's cash on
 *   delivery tallies, written with the DeliveryAttempted that decided it.
 */
export const internalEventTypes = [
  'CheckoutKeyUsed',
  'CustomerOrderCounted',
  'EmailClaimed',
  'EmailReleased',
  'SlugClaimed',
  'CategoryNameClaimed',
  'CategoryNameReleased',
  'CouponCodeClaimed',
  'DocumentNumberTaken',
  'StockReserved',
  'StockReleased',
  'CodDeliveryCounted',
  'CodRefusalCounted',
  'PhoneRefusalCounted',
] as const;
