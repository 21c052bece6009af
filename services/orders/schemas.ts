import { z } from 'zod';
import {
  cancelReasons,
  contactOutcomes,
  deliveryOutcomes,
  lifecycleStatuses,
  noticeKinds,
  orderStatuses,
  returnConditions,
  shopperLocales,
} from '../../events/orders.js';
import { emirateKeys } from '../../events/addresses.js';
import { codRefusalReasons, codStatuses } from '../../events/cod.js';
import { couponCodePattern, couponKinds } from '../../events/coupons.js';
import { normaliseAmount, roundAmount } from '../../infra/money.js';
import { accountOrderAnswer, orderAsOfAnswer, orderStatus, orderSummaryAnswer } from '../../projections/orders/contract.js';
import { optionalText, requiredText } from '../../infra/text.js';
import { invalidPhoneCode, invalidPhoneMessage, isUaePhone, storedPhone } from '../../rules/uae-phone.js';

/** A product or variant id in any letter case, as the store writes it (lower case): ids name streams. */
const itemId = (message: string) => z.uuid(message).transform((id) => id.toLowerCase());

/** The checkout payload of spec §3. `price` is the page's display hint; the server prices every line itself. */
const couponCode = z
  .string({ error: 'Coupon code must be text' })
  .max(64, 'Coupon code is too long')
  .transform((code) => code.trim().toUpperCase() || undefined);

export const placeOrderRequest = z.object({
  items: z
    .array(
      z.object({
        productId: itemId('Unknown product'),
        variantId: itemId('Unknown variant'),
        quantity: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          // The most of one item is a setting (ORDER_MAX_UNITS_PER_LINE), checked with the order.
          .min(1, 'Quantity must be at least 1'),
        price: z.unknown().optional(),
      }),
      { error: 'Items are required' },
    )
    .min(1, 'At least one item is required')
    .max(100, 'At most 100 lines per order'),
  shippingName: requiredText('Full name is required', 200),
  // Kept in one form, E.164, however it was typed.
  shippingPhone: requiredText('Phone is required', 40)
    .refine(isUaePhone, { message: invalidPhoneMessage, params: { code: invalidPhoneCode } })
    .transform(storedPhone),
  shippingCity: requiredText('City is required', 100),
  shippingAddressLine1: requiredText('Address line 1 is required', 300),
  shippingAddressLine2: optionalText(300),
  deliveryNote: optionalText(1000, { multiLine: true }),
  /** The language the page was in: mail about the order is written in it. */
  locale: z.enum(shopperLocales, { error: `Locale must be one of ${shopperLocales.join(', ')}` }).default('ar'),
  /** A coupon she entered (ADR 066): matched without regard to case; blank is none. */
  couponCode: couponCode.optional(),
  /** Spend her store credit on it (ADR 067): as much of her balance as the total takes. */
  useStoreCredit: z.boolean({ error: 'useStoreCredit must be true or false' }).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;
/** The checkout payload as the web sends it (before the server's defaults and clean-up). */
export type PlaceOrderBody = z.input<typeof placeOrderRequest>;

/**
 * POST /api/cart/quote: the checkout's lines without shipping (a `price` sent along is ignored, as at checkout).
 * Each failure has its code for the web (`quoteErrorCode`).
 */
export const cartQuoteRequest = z.object({
  items: placeOrderRequest.shape.items,
  /** Where and to which number the order would go, and her language: what the COD rules are asked with (ADR 059). */
  emirate: z.enum(emirateKeys, { error: 'Emirate must be one of the address book\'s keys' }).optional(),
  phone: z.string().max(40, 'Phone is too long').optional(),
  locale: z.enum(shopperLocales).optional(),
  couponCode: couponCode.optional(),
  /** Whether to spend her store credit on it (ADR 067): signed in, the quote takes what the order would. */
  useStoreCredit: z.boolean({ error: 'useStoreCredit must be true or false' }).optional(),
});
export type CartQuoteRequest = z.infer<typeof cartQuoteRequest>;
export type CartQuoteBody = z.input<typeof cartQuoteRequest>;

/** The stable code of a refused quote, from the field at fault (zod checks carry no codes of their own). */
export function quoteErrorCode(field: string): string {
  if (/^items\.\d+\.quantity$/.test(field)) return 'invalid_quantity';
  if (/^items\.\d+\.(productId|variantId)$/.test(field)) return 'invalid_item_id';
  if (/^items\.\d+$/.test(field)) return 'invalid_item';
  return 'invalid_cart_items';
}

/** A limit of the COD rules: an amount above 0 as a string, rounded to fils, or null / empty for none. */
const ruleAmount = (label: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const amount = typeof value === 'string' ? roundAmount(value) : 'invalid';
    if (amount === 'invalid' || amount === 'too_large' || amount === '0.00') {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount above 0 (at most 99,999,999.99), or empty for no limit` });
      return z.NEVER;
    }
    return amount;
  });

const refusalLimitMessage = 'Refusals allowed must be a whole number from 1 to 1000, or empty for no limit';

/** PUT /api/admin/cod-rules, and the rules a simulation tries (ADR 059). */
export const codRulesRequest = z.object({
  minOrder: ruleAmount('Minimum order'),
  maxOrder: ruleAmount('Maximum order'),
  maxOrderNewCustomer: ruleAmount('Maximum for a new customer'),
  unavailableEmirates: z
    .array(z.enum(emirateKeys, { error: 'Emirates must be the address book\'s keys' }), { error: 'Emirates must be a list' })
    .max(emirateKeys.length)
    .default([])
    .transform((chosen) => emirateKeys.filter((key) => chosen.includes(key))),
  refusalLimit: z
    .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, refusalLimitMessage).transform(Number), z.literal('').transform(() => null), z.null()], {
      error: refusalLimitMessage,
    })
    .optional()
    .transform((value) => value ?? null)
    .pipe(z.number().int(refusalLimitMessage).min(1, refusalLimitMessage).max(1000, refusalLimitMessage).nullable()),
});
export type CodRulesRequest = z.output<typeof codRulesRequest>;

export const codSimulationMessages = {
  rangeEnd: 'from and to must be ISO date-times, e.g. 2026-11-01T00:00:00Z',
  range: 'from must be before to',
} as const;

const simulationRangeEnd = z.iso.datetime({ offset: true, error: codSimulationMessages.rangeEnd });

/**
 * POST /api/admin/cod-rules/simulate: the rules to try, taken as PUT /api/admin/cod-rules takes them (and refused
 * for the same reasons, `checkCodRules`), on the orders placed in [from, to).
 */
export const codSimulationRequest = z.object({
  rules: codRulesRequest,
  from: simulationRangeEnd.optional(),
  to: simulationRangeEnd.optional(),
});
export type CodSimulationRequest = z.output<typeof codSimulationRequest>;
export type CodSimulationBody = z.input<typeof codSimulationRequest>;

export const codStatusRequest = z.object({
  status: z.enum(codStatuses, { error: 'Status must be auto, allowed or blocked' }),
  note: optionalText(500, { multiLine: true }),
});
export type CodStatusRequest = z.infer<typeof codStatusRequest>;

/** The rules in force, with when they were last changed (null: never, the spec's store). */
const ruleFigure = z.string().regex(/^\d+\.\d{2}$/).nullable();
export const codRulesAnswer = z.object({
  minOrder: ruleFigure,
  maxOrder: ruleFigure,
  maxOrderNewCustomer: ruleFigure,
  unavailableEmirates: z.array(z.enum(emirateKeys)),
  refusalLimit: z.number().int().nullable(),
  changedAt: z.string().nullable(),
});
export type CodRulesAnswer = z.infer<typeof codRulesAnswer>;

export const codStatusAnswer = z.object({
  id: z.string(),
  codStatus: z.enum(codStatuses),
  codNote: z.string().nullable(),
  refusals: z.number().int(),
  deliveredOrders: z.number().int(),
});

export const changeStatusRequest = z.object({
  status: z.enum(orderStatuses, { error: `Status must be one of ${orderStatuses.join(', ')}` }),
});
export type ChangeStatusRequest = z.infer<typeof changeStatusRequest>;

/** The statuses the back office moves many orders to at once: the packing room's two steps. */
export const bulkStatuses = ['packed', 'shipped'] as const;
/** The most orders one bulk change names: a page of the orders list at most. */
export const bulkOrdersMax = 100;

export const bulkStatusRequest = z.object({
  orderIds: z
    .array(z.uuid('Each order id must be a UUID').transform((id) => id.toLowerCase()), { error: 'orderIds must be a list of order ids' })
    .min(1, 'Choose at least one order')
    .max(bulkOrdersMax, `Choose at most ${bulkOrdersMax} orders at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each order may be named once'),
  to: z.enum(bulkStatuses, { error: `to must be one of ${bulkStatuses.join(', ')}` }),
});
export type BulkStatusRequest = z.infer<typeof bulkStatusRequest>;

/** Each named order's outcome, in the request's order: its new status, or why it was left as it was. */
export const bulkStatusResult = z.discriminatedUnion('ok', [
  z.object({ orderId: z.string(), orderNumber: z.number().int(), ok: z.literal(true), status: orderStatus }),
  z.object({ orderId: z.string(), orderNumber: z.number().int().optional(), ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type BulkStatusResult = z.infer<typeof bulkStatusResult>;
export const bulkStatusAnswer = z.object({ results: z.array(bulkStatusResult) });
export type BulkStatusAnswer = z.infer<typeof bulkStatusAnswer>;

export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1, 'Idempotency-Key must not be empty')
  .max(200, 'Idempotency-Key must be at most 200 characters');

export const asOfQuery = z.object({
  asOf: z.iso.datetime({ offset: true, error: 'asOf must be an ISO date-time, e.g. 2026-11-21T10:00:00Z' }).optional(),
});

/*
 * The answers. The order's own shape is the read model's (projections/orders/contract.ts), published here with
 * the module's requests so the web and the API document read one contract.
 */
import { deliveryAttemptAnswer } from '../../projections/orders/contract.js';
export {
  accountOrderAnswer,
  contactAttemptAnswer,
  deliveryAttemptAnswer,
  orderDetailAnswer,
  orderUpdatedPayload,
  type ContactAttemptAnswer,
  type DeliveryAttemptAnswer,
  type OrderDetailAnswer,
  type OrderUpdatedPayload,
  accountOrderRowAnswer,
  auditOrderRowAnswer,
  orderAnswer,
  orderAsOfAnswer,
  orderDeletedPayload,
  orderItemAnswer,
  orderPlacedPayload,
  orderStatus,
  orderStatusChangedPayload,
  orderSummaryAnswer,
  shopperOrderStatusChangedPayload,
  timelineStepAnswer,
  type AccountOrderAnswer,
  type AccountOrderRowAnswer,
  type AuditOrderRowAnswer,
  type OrderAnswer,
  type OrderAsOfAnswer,
  type OrderDeletedPayload,
  type OrderItemAnswer,
  type OrderPlacedPayload,
  type OrderStatusChangedPayload,
  type OrderSummaryAnswer,
  type ShopperOrderStatusChangedPayload,
} from '../../projections/orders/contract.js';
export {
  invoiceAnswer,
  taxDocumentBodyAnswer,
  type InvoiceAnswer,
  type TaxDocumentBodyAnswer,
} from './invoice-schemas.js';
export type {
  AdminReturnAnswer,
  ChangeReturnBody,
  CreditNoteAnswer,
  RequestReturnBody,
  ReturnAnswer,
  ReturnableAnswer,
  ReturnStatusChangedPayload,
} from './return-schemas.js';

const decimal = z.string().regex(/^-?\d+\.\d{2}$/);
const noticeParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** What the store says to one cart line now (cart-quote.ts says what each status means). */
export const lineStatus = z.enum([
  'available',
  'quantity_above_stock',
  'quantity_above_limit',
  'out_of_stock',
  'variant_missing',
  'inactive',
  'deleted',
  'unknown',
]);
export type LineStatus = z.infer<typeof lineStatus>;

export const quotedLineAnswer = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number().int(),
  status: lineStatus,
  price: decimal.nullable(),
  stock: z.number().int().nullable(),
  maxQuantity: z.number().int(),
  lineTotal: decimal.nullable(),
  nameEn: z.string().nullable(),
  nameAr: z.string().nullable(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
});
export type QuotedLineAnswer = z.infer<typeof quotedLineAnswer>;

/** POST /api/cart/quote. */
export const cartQuoteAnswer = z.object({
  /** The lines (`items` is their earlier name, kept for clients written against it). */
  lines: z.array(quotedLineAnswer),
  items: z.array(quotedLineAnswer),
  subtotal: decimal,
  discount: decimal,
  deliveryFee: decimal,
  codFee: decimal,
  /** subtotal - discount + deliveryFee + codFee (ADR 066). */
  totalAmount: decimal,
  /** How much more of goods makes delivery free: null without a threshold, "0.00" once reached. */
  freeDeliveryRemaining: decimal.nullable(),
  /** The emirate delivery was priced for (null: none chosen, priced at the dearest zone) and its days. */
  delivery: z.object({ emirate: z.enum(emirateKeys).nullable(), etaDays: z.tuple([z.number().int(), z.number().int()]).nullable() }),
  coupon: z.object({ code: z.string(), kind: z.enum(couponKinds), value: decimal.nullable(), discount: decimal }).nullable(),
  /**
   * Her store credit (ADR 067), signed in: her balance and what the order would take of it (min(balance, total) when
   * asked with useStoreCredit, else 0.00); null for a visitor.
   */
  storeCredit: z.object({ balance: decimal, applied: decimal }).nullable(),
  /** What the courier would collect: totalAmount less the credit applied. */
  amountDue: decimal,
  orderable: z.boolean(),
  problem: z.object({ code: z.string(), message: z.string(), params: noticeParams.optional() }).nullable(),
  /** Whether cash on delivery would be offered to this cart (ADR 059), and if not why, in her language. */
  cod: z.union([
    z.object({ available: z.literal(true) }),
    z.object({ available: z.literal(false), reason: z.enum(codRefusalReasons), message: z.string(), params: noticeParams }),
  ]),
});
export type CartQuoteAnswer = z.infer<typeof cartQuoteAnswer>;

/** One event of an order as the back office and the auditors read it. */
export const orderHistoryEntryAnswer = z.object({
  type: z.string(),
  recordedAt: z.string(),
  streamVersion: z.number().int(),
  actor: z.object({ id: z.string(), email: z.string().nullable(), role: z.string() }),
  correlationId: z.string(),
  data: z.unknown(),
});
export type OrderHistoryEntryAnswer = z.infer<typeof orderHistoryEntryAnswer>;

/** GET /api/audit/orders/:id/history: the order as it stood then, and its events with their actors' names. */
export const auditOrderHistoryAnswer = z.object({
  asOf: z.string().nullable(),
  order: orderAsOfAnswer.nullable(),
  history: z.array(
    orderHistoryEntryAnswer.extend({
      actor: orderHistoryEntryAnswer.shape.actor.extend({ name: z.string().nullable() }),
      /** What it did, as the event log's summary (GET /api/audit/events): a kind and a few parameters. */
      summary: z.object({ kind: z.string(), params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])) }),
    }),
  ),
});
export type AuditOrderHistoryAnswer = z.infer<typeof auditOrderHistoryAnswer>;

/** The dashboard's figures; `stats:updated` sends them without the daily series. */
export const statsPayload = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalRevenue: decimal,
  totalCustomers: z.number().int(),
  /** Orders nobody confirmed yet (state placed). */
  awaitingConfirmation: z.number().int(),
  /** Cash the couriers collected and have not handed over yet. */
  codWithCouriers: decimal,
  /** Parcels sent back over deliveries that came to an end in the last 30 days (0 to 1); null when none did. */
  refusalRate30d: z.number().nullable(),
  recentOrders: z.array(orderSummaryAnswer),
});
export type StatsPayload = z.infer<typeof statsPayload>;
export const statsAnswer = statsPayload.extend({
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: decimal })),
});
export type StatsAnswer = z.infer<typeof statsAnswer>;

/** A back-office notice (low stock), as listed and as `notification:created` sends it. */
export const adminNotificationAnswer = z.object({
  id: z.string(),
  kind: z.enum(noticeKinds),
  message: z.string(),
  params: z.object({ productNameEn: z.string(), productNameAr: z.string(), variant: z.string().nullable() }),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  stock: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type AdminNotificationAnswer = z.infer<typeof adminNotificationAnswer>;

/*
 * The COD life of an order (ADR 057): requests of the back office, the shopper and her mailed link.
 */
/** Why staff may cancel: every reason but the store's own (`unconfirmed`). */
const staffCancelReason = z
  .enum(cancelReasons)
  .exclude(['unconfirmed'], { error: `Reason must be one of ${cancelReasons.filter((reason) => reason !== 'unconfirmed').join(', ')}` });

/** Cash counted at the door: a number of 0 or more with at most two decimals, as text or a number. */
const collectedAmount = z
  .union([z.string(), z.number()], { error: 'The cash collected must be an amount such as 265.00' })
  .transform((value) => normaliseAmount(String(value)))
  .refine((value): value is string => value !== null, { message: 'The cash collected must be an amount such as 265.00' });

export const staffCancelRequest = z.object({
  reason: staffCancelReason,
  note: optionalText(1000, { multiLine: true }),
});
export type StaffCancelBody = z.input<typeof staffCancelRequest>;

/** Her own cancellation (signed in or through her link): her words, if she gives any. */
export const shopperCancelRequest = z.object({ reason: optionalText(1000, { multiLine: true }) });

export const confirmTokenRequest = z.object({
  token: z.string({ error: 'The link is not valid' }).min(1, 'The link is not valid').max(200, 'The link is not valid'),
});
export const cancelByTokenRequest = confirmTokenRequest.extend({ reason: optionalText(1000, { multiLine: true }) });
export type ShopperCancelBody = z.input<typeof shopperCancelRequest>;
export type ConfirmTokenRequest = z.infer<typeof confirmTokenRequest>;
export type CancelByTokenBody = z.input<typeof cancelByTokenRequest>;

export const contactAttemptRequest = z.object({
  outcome: z.enum(contactOutcomes, { error: `Outcome must be one of ${contactOutcomes.join(', ')}` }),
  note: optionalText(1000, { multiLine: true }),
});
export type ContactAttemptBody = z.input<typeof contactAttemptRequest>;

export const shipmentRequest = z.object({
  courierId: itemId('Unknown courier'),
  trackingNumber: requiredText('Tracking number is required', 100),
});
export type ShipmentRequest = z.infer<typeof shipmentRequest>;

export const deliveryAttemptRequest = z
  .object({
    outcome: z.enum(deliveryOutcomes, { error: `Outcome must be one of ${deliveryOutcomes.join(', ')}` }),
    codCollected: collectedAmount.nullish(),
    note: optionalText(1000, { multiLine: true }),
  })
  .refine((body) => body.outcome !== 'delivered' || (body.codCollected !== null && body.codCollected !== undefined), {
    message: 'The cash collected is required for a delivery',
    path: ['codCollected'],
  });
export type DeliveryAttemptBody = z.input<typeof deliveryAttemptRequest>;

export const returnReceivedRequest = z.object({
  items: z
    .array(
      z.object({
        itemId: itemId('Unknown item'),
        quantity: z.number({ error: 'Quantity must be a whole number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1'),
        condition: z.enum(returnConditions, { error: `Condition must be one of ${returnConditions.join(', ')}` }),
      }),
      { error: 'Items are required' },
    )
    .min(1, 'At least one item is required')
    .max(100, 'At most 100 lines'),
});
export type ReturnReceivedRequest = z.infer<typeof returnReceivedRequest>;

/** A delivery attempt as recorded (the contract's), with the order's status after it. */
export const deliveryAttemptRecordedAnswer = deliveryAttemptAnswer.extend({ status: z.enum(lifecycleStatuses) });
export type DeliveryAttemptRecordedAnswer = z.infer<typeof deliveryAttemptRecordedAnswer>;

/** What her mailed link answers: the order, no more than the confirm page shows. */
export const orderByTokenAnswer = z.object({
  orderNumber: z.number().int(),
  status: z.enum(lifecycleStatuses),
  items: z.array(
    z.object({
      productNameEn: z.string(),
      productNameAr: z.string(),
      variantSize: z.string().nullable(),
      variantColor: z.string().nullable(),
      quantity: z.number().int(),
      price: decimal,
    }),
  ),
  subtotal: decimal,
  discount: decimal,
  deliveryFee: decimal,
  codFee: decimal,
  totalAmount: decimal,
  /** Her store credit the order took, and the cash to pay at the door (ADR 067). */
  storeCreditUsed: decimal,
  amountDue: decimal,
  coupon: z.object({ code: z.string(), kind: z.enum(couponKinds) }).nullable(),
  shippingName: z.string(),
  shippingCity: z.string(),
  shippingAddressLine1: z.string(),
  shippingAddressLine2: z.string().nullable(),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
});
export type OrderByTokenAnswer = z.infer<typeof orderByTokenAnswer>;

/** The answer to her link's confirm or cancel. */
export const orderLinkAnswer = z.object({ orderNumber: z.number().int(), status: z.enum(lifecycleStatuses) });

/** An amount of 0 or more sent as text or a number, rounded to fils; `emptyIs` is what blank or null reads as. */
const moneyField = (label: string, options: { readonly above0: boolean; readonly empty: 'null' | 'refuse' }) =>
  z.unknown().transform((value, ctx) => {
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (blank && options.empty === 'null') return null;
    const amount = typeof value === 'string' || typeof value === 'number' ? roundAmount(String(value)) : 'invalid';
    if (blank || amount === 'invalid' || amount === 'too_large' || (options.above0 && amount === '0.00')) {
      const floor = options.above0 ? 'above 0' : 'of 0 or more';
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount ${floor} (at most 99,999,999.99)${options.empty === 'null' ? ', or empty for none' : ''}` });
      return z.NEVER;
    }
    return amount as string;
  });

const etaMessage = 'Delivery days must be two whole numbers from 0 to 60, the first not above the second';
const etaDay = z.number({ error: etaMessage }).int(etaMessage).min(0, etaMessage).max(60, etaMessage);

/** PUT /api/admin/delivery (ADR 066): a zone per emirate at most, fees of 0 or more, days as [soonest, latest]. */
export const deliveryRequest = z.object({
  zones: z
    .array(
      z.object({
        emirate: z.enum(emirateKeys, { error: "Emirate must be one of the address book's keys" }),
        fee: moneyField('Delivery fee', { above0: false, empty: 'refuse' }).pipe(z.string()),
        etaDays: z
          .tuple([etaDay, etaDay], { error: etaMessage })
          .refine(([soonest, latest]) => soonest <= latest, { message: etaMessage }),
      }),
      { error: 'Zones must be a list' },
    )
    .max(emirateKeys.length, 'One zone per emirate')
    .default([])
    .superRefine((zones, ctx) => {
      zones.forEach((zone, index) => {
        if (zones.findIndex((other) => other.emirate === zone.emirate) !== index) {
          ctx.addIssue({ code: 'custom', path: [index, 'emirate'], message: 'Each emirate has one zone' });
        }
      });
    }),
  freeDeliveryOver: moneyField('Free delivery threshold', { above0: true, empty: 'null' }),
});
export type DeliveryRequest = z.infer<typeof deliveryRequest>;

/** The delivery terms as the storefront and the back office read them. */
export const deliveryAnswer = z.object({
  zones: z.array(z.object({ emirate: z.enum(emirateKeys), fee: decimal, etaDays: z.tuple([z.number().int(), z.number().int()]) })),
  freeDeliveryOver: decimal.nullable(),
});
export const adminDeliveryAnswer = deliveryAnswer.extend({ changedAt: z.string().nullable() });
export type AdminDeliveryAnswer = z.infer<typeof adminDeliveryAnswer>;

const couponCodeMessage = 'Code must be 3 to 32 characters: letters A-Z, digits and hyphens';
const couponTime = (label: string) =>
  z
    .union([z.iso.datetime({ offset: true, message: `${label} must be a date and time` }), z.literal(''), z.null()], {
      error: `${label} must be a date and time`,
    })
    .transform((value) => (value ? new Date(value).toISOString() : null));
const couponLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of 1 or more, or empty for no limit` })
    .int(`${label} must be a whole number of 1 or more, or empty for no limit`)
    .min(1, `${label} must be a whole number of 1 or more, or empty for no limit`)
    .max(10_000_000, `${label} must be at most 10,000,000`)
    .nullable();

/** A coupon's terms as an admin sends them; how value fits kind is checked with the whole coupon (coupon-decisions.ts). */
const couponTermsRequest = {
  kind: z.enum(couponKinds, { error: 'Kind must be percent, amount or free_delivery' }),
  value: moneyField('Value', { above0: true, empty: 'null' }),
  minSubtotal: moneyField('Minimum subtotal', { above0: true, empty: 'null' }),
  startsAt: couponTime('Start'),
  endsAt: couponTime('End'),
  maxUses: couponLimit('Most uses'),
  maxUsesPerCustomer: couponLimit('Most uses per customer'),
  active: z.boolean({ error: 'Active must be true or false' }),
};

/** POST /api/admin/coupons. */
export const createCouponRequest = z.object({
  code: z
    .string({ error: couponCodeMessage })
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.string().regex(couponCodePattern, couponCodeMessage)),
  ...couponTermsRequest,
  value: couponTermsRequest.value.optional().transform((value) => value ?? null),
  minSubtotal: couponTermsRequest.minSubtotal.optional().transform((value) => value ?? null),
  startsAt: couponTermsRequest.startsAt.optional().transform((value) => value ?? null),
  endsAt: couponTermsRequest.endsAt.optional().transform((value) => value ?? null),
  maxUses: couponTermsRequest.maxUses.optional().transform((value) => value ?? null),
  maxUsesPerCustomer: couponTermsRequest.maxUsesPerCustomer.optional().transform((value) => value ?? null),
  active: couponTermsRequest.active.default(true),
});
export type CreateCouponRequest = z.infer<typeof createCouponRequest>;

/** PATCH /api/admin/coupons/:id: any of the terms; the code, if sent, must be the coupon's own. */
export const changeCouponRequest = z.object({
  code: z.string({ error: couponCodeMessage }).optional(),
  kind: couponTermsRequest.kind.optional(),
  value: couponTermsRequest.value.optional(),
  minSubtotal: couponTermsRequest.minSubtotal.optional(),
  startsAt: couponTermsRequest.startsAt.optional(),
  endsAt: couponTermsRequest.endsAt.optional(),
  maxUses: couponTermsRequest.maxUses.optional(),
  maxUsesPerCustomer: couponTermsRequest.maxUsesPerCustomer.optional(),
  active: couponTermsRequest.active.optional(),
});
export type ChangeCouponRequest = z.infer<typeof changeCouponRequest>;

/** A coupon in the back office: its terms, and its uses net of those cancelled orders gave back. */
export const couponAnswer = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  value: decimal.nullable(),
  minSubtotal: decimal.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
  discountGiven: decimal,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CouponAnswer = z.infer<typeof couponAnswer>;

/**
 * PATCH /api/admin/orders/:id/items: every line the order keeps or gains, a variant once (lines of one variant
 * count together) with its quantity. An empty list is refused: an order with nothing in it is cancelled instead.
 */
export const editOrderItemsRequest = z.object({
  items: z
    .array(
      z.object({
        variantId: itemId('Unknown variant'),
        quantity: placeOrderRequest.shape.items.element.shape.quantity,
      }),
      { error: 'Items are required' },
    )
    .min(1, 'An order keeps at least one item; cancel it instead')
    .max(100, 'At most 100 lines per order'),
});
export type EditOrderItemsRequest = z.infer<typeof editOrderItemsRequest>;

/** PATCH /api/account/orders/:id/address: checkout's shipping fields, checked exactly as checkout checks them. */
export const changeOrderAddressRequest = placeOrderRequest.pick({
  shippingName: true,
  shippingPhone: true,
  shippingCity: true,
  shippingAddressLine1: true,
  shippingAddressLine2: true,
  deliveryNote: true,
});
export type ChangeOrderAddressRequest = z.infer<typeof changeOrderAddressRequest>;
export type ChangeOrderAddressBody = z.input<typeof changeOrderAddressRequest>;

/**
 * One of her orders in her data export: as her order page reads it, with its history, each status it reached in the
 * order it reached them (moves back included), with the time; `deleted` when the staff deleted it (it left the
 * store's lists, not its log).
 */
export const exportedOrderAnswer = accountOrderAnswer.extend({
  history: z.array(z.object({ status: orderStatus, at: z.string() })),
  deleted: z.boolean(),
});
export type ExportedOrderAnswer = z.infer<typeof exportedOrderAnswer>;
