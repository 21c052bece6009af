import { z } from 'zod';
import { orderStatuses } from '../../events/orders.js';

/**
 * The order as the API and the live feed show it, written once: the read model's queries are typed by it, the
 * folded state (`describeState`) is checked against it, the orders module publishes it (schemas.ts) for the web
 * and the API document, and the socket payloads are picked from it. Money is a decimal string (numeric(10,2)).
 */

const amount = z.string().regex(/^\d+\.\d{2}$/).describe('AED, a decimal string with two decimals');
const isoTime = z.string().describe('ISO 8601 date-time');

export const orderStatus = z.enum(orderStatuses);

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
  codFee: amount,
  totalAmount: amount,
  shippingName: z.string(),
  shippingPhone: z.string(),
  shippingCity: z.string(),
  shippingAddressLine1: z.string(),
  shippingAddressLine2: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  /** Address lines and city in one line, for display. */
  shippingAddress: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type OrderHeadAnswer = z.infer<typeof orderHeadAnswer>;

/** An order in the back office (its list, one order, a status change) and the 201 of a placed order. */
export const orderAnswer = orderHeadAnswer.extend({ items: z.array(orderItemAnswer) });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** An order as it stood at a moment, folded from its events (`asOf`, the audit history): also once deleted. */
export const orderAsOfAnswer = orderAnswer.extend({ deleted: z.boolean() });
export type OrderAsOfAnswer = z.infer<typeof orderAsOfAnswer>;

/** One step of the shopper's status timeline: when the order last reached it, or null. */
export const timelineStepAnswer = z.object({ status: orderStatus, reachedAt: isoTime.nullable() });

/** One of her orders, as the shopper reads it: no owner id, the address as typed, and the status timeline. */
export const accountOrderAnswer = orderHeadAnswer
  .omit({ userId: true, shippingAddress: true })
  .extend({ items: z.array(orderItemAnswer), timeline: z.array(timelineStepAnswer) });
export type AccountOrderAnswer = z.infer<typeof accountOrderAnswer>;

/** A row of her orders list. */
export const accountOrderRowAnswer = orderHeadAnswer
  .pick({ id: true, orderNumber: true, status: true, totalAmount: true, createdAt: true })
  .extend({ itemCount: z.number().int() });
export type AccountOrderRowAnswer = z.infer<typeof accountOrderRowAnswer>;

/** An order in short: the dashboard's recent orders and the admins' live `order:placed`. */
export const orderSummaryAnswer = orderHeadAnswer.pick({
  id: true,
  orderNumber: true,
  shippingName: true,
  status: true,
  totalAmount: true,
  createdAt: true,
});
export type OrderSummaryAnswer = z.infer<typeof orderSummaryAnswer>;

/** A row of the auditors' orders list. */
export const auditOrderRowAnswer = orderHeadAnswer
  .pick({ id: true, orderNumber: true, shippingName: true, shippingPhone: true, shippingCity: true, status: true, totalAmount: true, createdAt: true })
  .extend({ itemCount: z.number().int() });
export type AuditOrderRowAnswer = z.infer<typeof auditOrderRowAnswer>;

/** The live feed about orders: to admins (`order:*`), and to the shopper her own order's status with its time. */
export const orderPlacedPayload = orderSummaryAnswer;
export const orderStatusChangedPayload = orderHeadAnswer.pick({ id: true, orderNumber: true, status: true });
export const shopperOrderStatusChangedPayload = orderStatusChangedPayload.extend({ changedAt: isoTime });
export const orderDeletedPayload = orderHeadAnswer.pick({ id: true, orderNumber: true });
export type OrderPlacedPayload = z.infer<typeof orderPlacedPayload>;
export type OrderStatusChangedPayload = z.infer<typeof orderStatusChangedPayload>;
export type ShopperOrderStatusChangedPayload = z.infer<typeof shopperOrderStatusChangedPayload>;
export type OrderDeletedPayload = z.infer<typeof orderDeletedPayload>;
