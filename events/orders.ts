import { z } from 'zod';
import { userIdOf } from './personal-data.js';
import { defineEvent, personalUpcast, type EventOf } from './catalogue.js';
import { emirateKeys } from './addresses.js';
import { couponKinds } from './coupons.js';
import { storedPhone } from '../rules/uae-phone.js';

/** The spec's five statuses: the ones the admin's status dropdown sets (OrderStatusChanged). */
export const orderStatuses = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Every state an order can be in (ADR 057): the five statuses, and the three reached only through their own
 * commands: cancelled before it shipped, on its way back after a refusal or failed deliveries, and received back.
 */
export const lifecycleStatuses = [...orderStatuses, 'cancelled', 'returning', 'returned'] as const;
export type LifecycleStatus = (typeof lifecycleStatuses)[number];

/** Why an order was cancelled: the staff's reasons, and the store's own for an order nobody confirmed in time. */
export const cancelReasons = ['customer_request', 'unreachable', 'out_of_stock', 'suspected_fraud', 'other', 'unconfirmed'] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** What a call to the shopper came to. */
export const contactOutcomes = ['no_answer', 'call_back', 'wrong_number', 'confirmed', 'cancel_requested'] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** What one delivery attempt came to. */
export const deliveryOutcomes = ['delivered', 'not_home', 'refused', 'wrong_address', 'postponed'] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/** The condition a returned unit came back in: sellable goes back on the shelf, damaged is written off. */
export const returnConditions = ['sellable', 'damaged'] as const;
export type ReturnCondition = (typeof returnConditions)[number];

/** The languages a shopper can use the store in; Arabic is the store's default. */
export const shopperLocales = ['ar', 'en'] as const;
export type ShopperLocale = (typeof shopperLocales)[number];

/** AED with exactly two decimals, as numeric(10,2) holds it. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);

const orderItem = z.object({
  itemId: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid(),
  // Names as ordered: the order keeps them when the product is renamed or deleted.
  productNameEn: z.string(),
  productNameAr: z.string(),
  variantSize: z.string().nullable(),
  variantColor: z.string().nullable(),
  quantity: z.number().int().min(1),
  price: amount,
});

/** Shipping fields with their phone in the form the store keeps phones in (E.164); other fields as they were. */
function withStoredPhone(data: Record<string, unknown>): Record<string, unknown> {
  return typeof data.shippingPhone === 'string' ? { ...data, shippingPhone: storedPhone(data.shippingPhone) } : data;
}

export const OrderPlaced = defineEvent(
  'OrderPlaced',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int().min(1),
    userId: z.uuid(),
    items: z.array(orderItem).min(1),
    subtotal: amount,
    /** Taken off the goods by a coupon (ADR 066). */
    discount: amount,
    /** The delivery fee charged: the emirate's, or 0.00 above the free-delivery threshold or with such a coupon. */
    deliveryFee: amount,
    codFee: amount,
    /** subtotal - discount + deliveryFee + codFee. */
    totalAmount: amount,
    /** The emirate the order goes to, as its fee was chosen by (null: a city that names none). */
    emirate: z.enum(emirateKeys).nullable(),
    coupon: z.object({ couponId: z.uuid(), code: z.string(), kind: z.enum(couponKinds) }).nullable(),
    paymentMethod: z.literal('cod'),
    shippingName: z.string(),
    shippingPhone: z.string(),
    shippingCity: z.string(),
    shippingAddressLine1: z.string(),
    shippingAddressLine2: z.string().nullable(),
    deliveryNote: z.string().nullable(),
    placedAt: z.string(),
    /** The language the shopper was using when she ordered: what the store writes to her about this order in. */
    locale: z.enum(shopperLocales),
    /**
     * Her store credit the order took (ADR 067), spent on her credit's stream in the same append: the courier
     * collects totalAmount - storeCreditUsed. Orders placed before store credit took none.
     */
    storeCreditUsed: amount.default('0.00'),
    /** The return this order is the exchange of (its goods cost nothing); null for a sale. */
    exchangeOf: z.object({ returnId: z.uuid(), orderId: z.uuid(), orderNumber: z.number().int() }).nullable().default(null),
  }),
  {
    // Version 1 did not record the language. Those orders were placed before the store wrote to shoppers, and
    // Arabic, the store's default, is what it falls back to wherever a language is unknown.
    // Version 2 had neither delivery fees nor coupons: nothing was taken off and delivery cost nothing.
    // Version 3 had no store credit and no exchanges (ADR 067): it took no credit and was a sale.
    // Version 4 kept the phone as typed; it reads in E.164 like every phone since (one that is no UAE number, as
    // typed).
    schemaVersion: 5,
    upcasters: {
      1: (data) => ({ ...(data as object), locale: 'ar' }),
      2: (data) => ({ ...(data as object), discount: '0.00', deliveryFee: '0.00', emirate: null, coupon: null }),
      3: (data) => ({ ...(data as object), storeCreditUsed: '0.00', exchangeOf: null }),
      4: personalUpcast(withStoredPhone),
    },
    personal: {
      erased: { shippingName: '', shippingPhone: '', shippingAddressLine1: '', shippingAddressLine2: null, deliveryNote: null },
      person: userIdOf,
    },
  },
);

/** What a placed order says of payment and delivery, as its answers and its read-model row both carry it. */
/**
 * The cash the courier collects for an order (ADR 067): its total less the store credit it took, never below zero.
 * Store credit is a payment: the total (and the invoice's) stays as priced.
 */
export function amountDueOf(order: { readonly totalAmount: string; readonly storeCreditUsed: string }): string {
  const fils = (value: string) => {
    const [whole, fraction = '00'] = value.split('.');
    return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  };
  const due = fils(order.totalAmount) - fils(order.storeCreditUsed);
  if (due <= 0n) return '0.00';
  return `${due / 100n}.${String(due % 100n).padStart(2, '0')}`;
}

export function orderTerms(order: (typeof OrderPlaced)['schema']['_output']) {
  return {
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    codFee: order.codFee,
    totalAmount: order.totalAmount,
    storeCreditUsed: order.storeCreditUsed,
    amountDue: amountDueOf(order),
    coupon: order.coupon ? { code: order.coupon.code, kind: order.coupon.kind } : null,
    shippingName: order.shippingName,
    shippingPhone: order.shippingPhone,
    shippingCity: order.shippingCity,
    shippingAddressLine1: order.shippingAddressLine1,
    shippingAddressLine2: order.shippingAddressLine2,
    deliveryNote: order.deliveryNote,
  };
}

/**
 * The order moved to another of the five statuses. A move to an earlier status is staff correcting a mistake
 * (`correction`): the order is in that status again, but nothing new happened to the shopper's parcel, so nobody is
 * told of it and her timeline keeps the times each step was first reached. `reachedBefore`: the order had reached
 * `to` before, by a move forward, and a correction took it back since: she was told of that step then, and is not
 * told again (a second "shipped" for one parcel reads as a second parcel). A status change tells her something only
 * when it is neither (`announcesStep`).
 */
export const OrderStatusChanged = defineEvent(
  'OrderStatusChanged',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    from: z.enum(orderStatuses),
    to: z.enum(orderStatuses),
    changedAt: z.string(),
    correction: z.boolean().default(false),
    reachedBefore: z.boolean().default(false),
  }),
  {
    // Version 1 did not tell corrections apart: each of its moves, back ones too, was announced to the shopper as it
    // happened, and is read as the plain move it was taken for then (so a rebuild leaves what was built live).
    schemaVersion: 2,
    upcasters: { 1: (data) => ({ ...(data as object), correction: false, reachedBefore: false }) },
  },
);

/** Whether a move from one of the five statuses to another goes back: staff correcting a mistake. */
export const isBackwards = (from: OrderStatus, to: OrderStatus): boolean => orderStatuses.indexOf(to) < orderStatuses.indexOf(from);

/** Whether a status change tells the shopper of a step (a notification, a message): neither a correction nor a step she was told of before. */
export const announcesStep = (change: { readonly correction?: boolean; readonly reachedBefore?: boolean }): boolean =>
  change.correction !== true && change.reachedBefore !== true;

/**
 * An order's move to another state (ADR 057), from any event that makes one: the state it reached and when; null
 * for an event that moves no state.
 */
export function stateChangeOf(
  stored: { readonly type: string; readonly data: unknown },
): { orderId: string; orderNumber: number; status: LifecycleStatus; at: string } | null {
  const event = { type: stored.type, data: stored.data } as OrderEvent;
  switch (event.type) {
    case 'OrderStatusChanged':
      return { orderId: event.data.orderId, orderNumber: event.data.orderNumber, status: event.data.to, at: event.data.changedAt };
    case 'OrderCancelled':
      return { orderId: event.data.orderId, orderNumber: event.data.orderNumber, status: 'cancelled', at: event.data.cancelledAt };
    case 'OrderReturnStarted':
      return { orderId: event.data.orderId, orderNumber: event.data.orderNumber, status: 'returning', at: event.data.at };
    case 'OrderReturnReceived':
      return { orderId: event.data.orderId, orderNumber: event.data.orderNumber, status: 'returned', at: event.data.receivedAt };
    default:
      return null;
  }
}

/** The order leaves lists and figures; its stream keeps the history. `restocked` says whether its units went back. */
export const OrderDeleted = defineEvent(
  'OrderDeleted',
  z.object({ orderId: z.uuid(), orderNumber: z.number().int(), restocked: z.boolean(), deletedAt: z.string() }),
);

/**
 * A shopper's Idempotency-Key was used for an order. Its stream exists once
 * per (user, key) and is appended "as new" with the order, so a retried
 * checkout finds the first order instead of placing a second.
 * `requestFingerprint` (version 2) is a hash of what the order asked for, so
 * the key sent again with another cart is told apart from a retry; claims
 * stored before it read as null (any request matches them).
 */
export const CheckoutKeyUsed = defineEvent(
  'CheckoutKeyUsed',
  z.object({ userId: z.uuid(), key: z.string(), orderId: z.uuid(), requestFingerprint: z.string().nullable() }),
  { schemaVersion: 2, upcasters: { 1: (data) => ({ ...(data as object), requestFingerprint: null }) } },
);

/**
 * An order counted against its customer's hourly limit. One stream per
 * customer, appended in the same append as the order at the version that was
 * checked, so parallel checkouts of one customer cannot all slip under the
 * limit: one wins, the others re-read and count again.
 */
export const CustomerOrderCounted = defineEvent(
  'CustomerOrderCounted',
  z.object({ userId: z.uuid(), orderId: z.uuid(), placedAt: z.string() }),
);

export const customerOrdersStreamId = (userId: string) => `customer-orders-${userId}`;

/** What a notice for the admins is about; each admin reads it in her own language, from its kind and parameters. */
export const noticeKinds = ['low-stock', 'out-of-stock'] as const;

/**
 * A notice for the admins: a variant ran low or out. Version 2 stores what the notice is about (its kind and the
 * names it needs, in both languages) instead of an English sentence, so the back office says it in the admin's
 * language; version 1's sentences are read back into those parameters (`noticeFromEnglish`).
 */
const noticeData = z.object({
  notificationId: z.uuid(),
  kind: z.enum(noticeKinds),
  productId: z.uuid(),
  variantId: z.uuid(),
  stock: z.number().int().min(0),
  productNameEn: z.string(),
  productNameAr: z.string(),
  /** The variant's size and colour as one label ("M, Black"), null when it has neither. */
  variant: z.string().nullable(),
  notifiedAt: z.string(),
});

export const AdminNotified = defineEvent('AdminNotified', noticeData, {
  schemaVersion: 2,
  upcasters: { 1: (data) => noticeFromEnglish(data as NoticeV1) },
});

type NoticeV1 = { notificationId: string; message: string; productId: string; variantId: string; stock: number; notifiedAt: string };

/**
 * A version 1 notice (an English sentence: "Black Abaya (M, Black) is out of stock", "Low stock: only 3 left of
 * Black Abaya (M, Black)", "A product ..." when the product was gone) as kind and parameters. Only the English
 * name was ever written, so it stands for both languages.
 */
export function noticeFromEnglish(data: NoticeV1): z.output<typeof noticeData> {
  const { message, ...rest } = data;
  const named = /^(.*) is out of stock$/.exec(message)?.[1] ?? /^Low stock: only \d+ left of (.*)$/.exec(message)?.[1] ?? message;
  const parts = /^(.*) \(([^()]*)\)$/.exec(named);
  const productName = parts ? parts[1]! : named;
  return {
    ...rest,
    kind: data.stock === 0 ? 'out-of-stock' : 'low-stock',
    productNameEn: productName,
    productNameAr: productName,
    variant: parts ? parts[2]! : null,
  };
}

/** Who took an action on an order: the shopper herself (signed in or through her mailed link), staff, or the store. */
const byWhom = z.enum(['shopper', 'staff', 'system']);

/**
 * The order was cancelled before it shipped. `from` is the state it left; its units go back on the shelf in the
 * same append (StockReleased, reason `order_cancelled`). `note` is the staff's note or the shopper's own words.
 */
export const OrderCancelled = defineEvent(
  'OrderCancelled',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    from: z.enum(orderStatuses),
    reason: z.enum(cancelReasons),
    note: z.string().nullable(),
    by: byWhom,
    cancelledAt: z.string(),
  }),
  { personal: { erased: { note: null } } },
);

/** Staff called the shopper about her order; the caller is the event's actor. */
export const ContactAttemptRecorded = defineEvent(
  'ContactAttemptRecorded',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    attemptId: z.uuid(),
    outcome: z.enum(contactOutcomes),
    note: z.string().nullable(),
    at: z.string(),
  }),
  { personal: { erased: { note: null } } },
);

/** A courier took (or was given again) the parcel, with the courier's own tracking number. */
export const ShipmentAssigned = defineEvent(
  'ShipmentAssigned',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    courierId: z.uuid(),
    courierName: z.string(),
    trackingNumber: z.string(),
    assignedAt: z.string(),
  }),
);

/**
 * The courier tried to deliver. `cost` is what the attempt costs the shop (the courier's delivery cost then; 0.00
 * without a courier). `codCollected` is the cash taken at a delivery. A delivery moves the order to delivered with
 * an OrderStatusChanged in the same append; a refusal or the last allowed attempt moves it to returning.
 */
export const DeliveryAttempted = defineEvent(
  'DeliveryAttempted',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    attemptId: z.uuid(),
    attemptNumber: z.number().int().min(1),
    outcome: z.enum(deliveryOutcomes),
    courierId: z.uuid().nullable(),
    cost: amount,
    codCollected: amount.nullable(),
    note: z.string().nullable(),
    at: z.string(),
  }),
  { personal: { erased: { note: null } } },
);

/** The parcel is on its way back: refused at the door, or the attempts ran out (`undeliverable`). */
export const OrderReturnStarted = defineEvent(
  'OrderReturnStarted',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    reason: z.enum(['refused', 'undeliverable']),
    at: z.string(),
  }),
);

/**
 * The returned parcel was received and counted. Sellable units go back on the shelf in the same append
 * (StockReleased, reason `returned_to_origin`); damaged ones are recorded on the product (DamagedReturnRecorded).
 * `returnCost` is what the courier charges for bringing it back.
 */
export const OrderReturnReceived = defineEvent(
  'OrderReturnReceived',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    items: z.array(z.object({ itemId: z.uuid(), quantity: z.number().int().min(1), condition: z.enum(returnConditions) })),
    courierId: z.uuid().nullable(),
    returnCost: amount,
    receivedAt: z.string(),
  }),
);

/** An order's amounts as they stood: what an edit of its lines changed them from, or to. */
const orderAmounts = {
  subtotal: amount,
  discount: amount,
  deliveryFee: amount,
  codFee: amount,
  totalAmount: amount,
};

/**
 * Staff changed the lines of an order before it was packed (ADR 067): `items` are all of its lines now, priced as
 * the decision says (a kept variant keeps its price, a new one takes the product's price then), and the amounts
 * after; `before` holds the lines and amounts it replaced. Units of lines removed or lowered go back on the shelf
 * (StockReleased, reason `order_edited`) and units of lines added or raised are taken (StockReserved) in the same
 * append. The acting staff member is the event's actor.
 */
export const OrderItemsEdited = defineEvent(
  'OrderItemsEdited',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    items: z.array(orderItem).min(1),
    before: z.object({ items: z.array(orderItem).min(1), ...orderAmounts }),
    ...orderAmounts,
    editedAt: z.string(),
  }),
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Where an order is delivered: the shipping fields of OrderPlaced. */
const shippingAddress = z.object({
  shippingName: z.string(),
  shippingPhone: z.string(),
  shippingCity: z.string(),
  shippingAddressLine1: z.string(),
  shippingAddressLine2: z.string().nullable(),
  deliveryNote: z.string().nullable(),
});

/** A changed address once its person's key is destroyed (ADR 068). */
const erasedShippingAddress = {
  shippingName: '',
  shippingPhone: '',
  shippingCity: '',
  shippingAddressLine1: '',
  shippingAddressLine2: null,
  deliveryNote: null,
};

/** The shopper changed where her order goes before it was packed (ADR 067); the fees stay as they were. */
export const OrderAddressChanged = defineEvent(
  'OrderAddressChanged',
  z.object({ orderId: z.uuid(), orderNumber: z.number().int(), before: shippingAddress, after: shippingAddress, changedAt: z.string() }),
  {
    // Version 1 kept both phones as typed; they read in E.164 like every phone since.
    schemaVersion: 2,
    upcasters: {
      1: personalUpcast((data) => ({
        ...data,
        ...(isRecord(data.before) ? { before: withStoredPhone(data.before) } : {}),
        ...(isRecord(data.after) ? { after: withStoredPhone(data.after) } : {}),
      })),
    },
    personal: { erased: { before: erasedShippingAddress, after: erasedShippingAddress } },
  },
);

export const orderEvents = [
  OrderPlaced,
  OrderStatusChanged,
  OrderDeleted,
  OrderCancelled,
  ContactAttemptRecorded,
  ShipmentAssigned,
  DeliveryAttempted,
  OrderReturnStarted,
  OrderReturnReceived,
  OrderItemsEdited,
  OrderAddressChanged,
] as const;
export const ordersModuleEvents = [...orderEvents, CheckoutKeyUsed, CustomerOrderCounted, AdminNotified] as const;
export type OrderEvent = EventOf<typeof orderEvents>;

export const orderStreamId = (orderId: string) => `order-${orderId}`;
