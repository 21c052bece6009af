import type { OrderStatus } from '../../events/orders.js';

/**
 * What the store writes to a shopper about her order: that it was placed, the status changes she waits for, that it
 * was cancelled (by her, the staff or the store), that the courier found nobody home and will come again, and that
 * staff changed its lines before it was packed (ADR 067).
 */
export const shopperMailKinds = [
  'order-placed',
  'order-confirmed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'delivery-missed',
  'order-edited',
  // A return of hers moved on (ADR 067).
  'return-approved',
  'return-rejected',
  'return-received',
  'return-refunded',
  'return-exchanged',
] as const;
export type ShopperMailKind = (typeof shopperMailKinds)[number];
/** What staff are told: an order arrived. */
export type StaffMailKind = 'new-order';
/** The messages about an order, to its shopper or to staff. */
export type OrderMailKind = ShopperMailKind | StaffMailKind;
/** What a shopper who waited for a sold-out size is told: it is back (ADR 060). */
export type StockAlertMailKind = 'back-in-stock';
/** What a shopper is asked some days after her order was delivered: to review what it held. */
export type ReviewRequestMailKind = 'review-request';
export type MailKind = OrderMailKind | StockAlertMailKind | ReviewRequestMailKind;

/** The status changes a shopper hears about (packing is the shop's business). */
export function shopperKindForStatus(status: OrderStatus): ShopperMailKind | null {
  switch (status) {
    case 'confirmed':
      return 'order-confirmed';
    case 'shipped':
      return 'order-shipped';
    case 'delivered':
      return 'order-delivered';
    case 'placed':
    case 'packed':
      return null;
  }
}
