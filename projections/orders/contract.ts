import { z } from 'zod';
import {
  cancelReasons,
  contactOutcomes,
  deliveryOutcomes,
  lifecycleStatuses,
  returnConditions,
} from '../../events/orders.js';
import { couponKinds } from '../../events/coupons.js';

/**
 * The order as the API and the live feed show it, written once: the read model's queries are typed by it, the
 * folded state (`describeState`) is checked against it, the orders module publishes it (schemas.ts) for the web
 * and the API document, and the socket payloads are picked from it. Money is a decimal string (numeric(10,2)).
 */

const amount = z.string().regex(/^\d+\.\d{2}$/).describe('AED, a decimal string with two decimals');
const isoTime = z.string().describe('ISO 8601 date-time');

/** Any of the eight states (ADR 057): the dropdown's five and cancelled, returning, returned. */
export const orderStatus = z.enum(lifecycleStatuses);
export const cancelReason = z.enum(cancelReasons);
export const contactOutcome = z.enum(contactOutcomes);
export const deliveryOutcome = z.enum(deliveryOutcomes);

export const orderItemAnswer = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  /** Names as ordered: the order keeps them when the product is renamed or deleted. */
  productNameEn: z.string(),
  productNameAr: z.string(),
  variantSize: z.string().nullable(),
  variantColor: z.string().nullable(),
  quantity: z.number().int(),
  price: amount,
});
export type OrderItemAnswer = z.infer<typeof orderItemAnswer>;

/** Everything the order table holds of one order, without its items. */
export const orderHeadAnswer = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  userId: z.string(),
  status: orderStatus,
  paymentMethod: z.string(),
  subtotal: amount,
  /** Taken off the goods by a coupon (ADR 066). */
  discount: amount,
  deliveryFee: amount,
  codFee: amount,
  /** subtotal - discount + deliveryFee + codFee. */
  totalAmount: amount,
  /** Her store credit the order took (ADR 067): a payment, so the total stays as priced. */
  storeCreditUsed: amount,
  /** The cash the courier collects: totalAmount - storeCreditUsed, never below 0.00 (0.00: paid in full by credit). */
  amountDue: amount,
  /** The coupon the order used, or null. */
  coupon: z.object({ code: z.string(), kind: z.enum(couponKinds) }).nullable(),
  shippingName: z.string(),
  shippingPhone: z.string(),
  shippingCity: z.string(),
  shippingAddressLine1: z.string(),
  shippingAddressLine2: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  /** Address lines and city in one line, for display. */
  shippingAddress: z.string(),
  createdAt: isoTime,
  /** The time of the order's last event of any kind after its placement (a status, a call, a shipment...). */
  updatedAt: isoTime,
  /** The shipment (ShipmentAssigned, the last one): null until a courier took the parcel. */
  courierId: z.string().nullable(),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Calls to the shopper (ContactAttemptRecorded) and the outcome of the last one. */
  contactAttemptsCount: z.number().int(),
  lastContactOutcome: contactOutcome.nullable(),
  deliveryAttemptsCount: z.number().int(),
  /** Why it was cancelled (OrderCancelled); null unless cancelled. */
  cancelReason: cancelReason.nullable(),
  /**
   * The cash taken at the door: the last delivered attempt's `codCollected`, or else the order's amount due once it
   * was set to delivered (the dropdown counts the total less her store credit as collected); null until delivered.
   */
  codCollected: amount.nullable(),
  /** Its tax invoice's number (ADR 067), issued at its first delivery; null before, and for an exchange order. */
  invoiceNumber: z.string().nullable(),
});
export type OrderHeadAnswer = z.infer<typeof orderHeadAnswer>;

/** An order in the back office (its list, one order, a status change) and the 201 of a placed order. */
export const orderAnswer = orderHeadAnswer.extend({ items: z.array(orderItemAnswer) });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** Who recorded a call or a delivery attempt: the actor's id ("system" for the store) and her name, when known. */
export const actorAnswer = z.object({ id: z.string(), name: z.string().nullable() });

/** One call to the shopper, as the admin's order page lists them (oldest first). */
export const contactAttemptAnswer = z.object({
  id: z.string(),
  outcome: contactOutcome,
  note: z.string().nullable(),
  at: isoTime,
  by: actorAnswer,
});
export type ContactAttemptAnswer = z.infer<typeof contactAttemptAnswer>;

/** One delivery attempt; `cost` is what it cost the shop, `codCollected` the cash taken at a delivery. */
export const deliveryAttemptAnswer = z.object({
  id: z.string(),
  attemptNumber: z.number().int(),
  outcome: deliveryOutcome,
  codCollected: amount.nullable(),
  cost: amount,
  note: z.string().nullable(),
  at: isoTime,
  by: actorAnswer,
});
export type DeliveryAttemptAnswer = z.infer<typeof deliveryAttemptAnswer>;

/** The order's cancellation: who cancelled it in the shop's words (the shopper, staff or the store), why and when. */
export const cancellationAnswer = z.object({
  reason: cancelReason,
  note: z.string().nullable(),
  by: z.enum(['shopper', 'staff', 'system']),
  at: isoTime,
});

/** The returned parcel as counted on arrival. */
export const returnReceiptAnswer = z.object({
  items: z.array(z.object({ itemId: z.string(), quantity: z.number().int(), condition: z.enum(returnConditions) })),
  returnCost: amount,
  at: isoTime,
});

/** GET /api/admin/orders/:id: the order with its call log, delivery attempts, cancellation and return receipt. */
export const orderDetailAnswer = orderAnswer.extend({
  contactAttempts: z.array(contactAttemptAnswer),
  deliveryAttempts: z.array(deliveryAttemptAnswer),
  cancellation: cancellationAnswer.nullable(),
  returnReceipt: returnReceiptAnswer.nullable(),
});
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswer>;

/** An order as it stood at a moment, folded from its events (`asOf`, the audit history): also once deleted. */
export const orderAsOfAnswer = orderAnswer.extend({ deleted: z.boolean() });
export type OrderAsOfAnswer = z.infer<typeof orderAsOfAnswer>;

/** One step of the shopper's status timeline: when the order last reached it, or null. */
export const timelineStepAnswer = z.object({ status: orderStatus, reachedAt: isoTime.nullable() });

/**
 * One of her orders, as the shopper reads it: no owner id, the address as typed, the shipment, whether she may
 * still cancel it, and the status timeline. The staff's own facts (calls, attempts, the cash) are not hers.
 */
export const accountOrderAnswer = orderHeadAnswer
  .omit({
    userId: true,
    shippingAddress: true,
    courierId: true,
    contactAttemptsCount: true,
    lastContactOutcome: true,
    deliveryAttemptsCount: true,
    codCollected: true,
  })
  .extend({
    items: z.array(orderItemAnswer),
    /** She may cancel it herself while it is placed or confirmed. */
    canCancel: z.boolean(),
    timeline: z.array(timelineStepAnswer),
  });
export type AccountOrderAnswer = z.infer<typeof accountOrderAnswer>;

/** An order's amounts, as every list of orders carries them. */
const orderAmounts = {
  subtotal: true,
  discount: true,
  deliveryFee: true,
  codFee: true,
  totalAmount: true,
  storeCreditUsed: true,
  amountDue: true,
} as const;

/** A row of her orders list: with the coupon the order used, as every view of an order names it. */
export const accountOrderRowAnswer = orderHeadAnswer
  .pick({ id: true, orderNumber: true, status: true, ...orderAmounts, coupon: true, createdAt: true })
  .extend({ itemCount: z.number().int() });
export type AccountOrderRowAnswer = z.infer<typeof accountOrderRowAnswer>;

/** An order in short: the dashboard's recent orders and the admins' live `order:placed`. */
export const orderSummaryAnswer = orderHeadAnswer.pick({
  id: true,
  orderNumber: true,
  shippingName: true,
  status: true,
  ...orderAmounts,
  coupon: true,
  createdAt: true,
});
export type OrderSummaryAnswer = z.infer<typeof orderSummaryAnswer>;

/** A row of the auditors' orders list. */
export const auditOrderRowAnswer = orderHeadAnswer
  .pick({ id: true, orderNumber: true, shippingName: true, shippingPhone: true, shippingCity: true, status: true, ...orderAmounts, createdAt: true })
  .extend({ itemCount: z.number().int() });
export type AuditOrderRowAnswer = z.infer<typeof auditOrderRowAnswer>;

/** The live feed about orders: to admins (`order:*`), and to the shopper her own order's status with its time. */
export const orderPlacedPayload = orderSummaryAnswer;
export const orderStatusChangedPayload = orderHeadAnswer.pick({ id: true, orderNumber: true, status: true });
export const shopperOrderStatusChangedPayload = orderStatusChangedPayload.extend({ changedAt: isoTime });
export const orderDeletedPayload = orderHeadAnswer.pick({ id: true, orderNumber: true });
/** To admins: something other than its state changed (a call, a shipment, a delivery attempt): an open page reloads. */
export const orderUpdatedPayload = orderHeadAnswer.pick({ id: true, orderNumber: true });
export type OrderPlacedPayload = z.infer<typeof orderPlacedPayload>;
export type OrderStatusChangedPayload = z.infer<typeof orderStatusChangedPayload>;
export type ShopperOrderStatusChangedPayload = z.infer<typeof shopperOrderStatusChangedPayload>;
export type OrderDeletedPayload = z.infer<typeof orderDeletedPayload>;
export type OrderUpdatedPayload = z.infer<typeof orderUpdatedPayload>;
