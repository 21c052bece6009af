import { z } from 'zod';
import { userIdOf } from './personal-data.js';
import { defineEvent, type EventOf } from './catalogue.js';
import { businessDetails } from './business.js';

/** AED with exactly two decimals, as numeric(10,2) holds it. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);

/** Why she sends a line back. */
export const returnReasons = ['wrong_size', 'damaged', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** What she wants for it: her money, store credit, or another size or colour of the same product. */
export const returnResolutions = ['refund', 'store_credit', 'exchange'] as const;
export type ReturnResolution = (typeof returnResolutions)[number];

/**
 * A return's life: requested, then approved or rejected by staff; an approved one is received back, then refunded
 * (refund or store credit) or exchanged (a linked order ships the new size).
 */
export const returnStatuses = ['requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** How the money went back: cash handed over, a bank transfer (with its reference), or her store credit. */
export const refundMethods = ['cash', 'bank_transfer', 'store_credit'] as const;
export type RefundMethod = (typeof refundMethods)[number];

export const returnStreamId = (returnId: string) => `return-${returnId}`;

const returnLine = z.object({
  itemId: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid(),
  // As ordered: the return keeps them when the product is renamed or deleted.
  productNameEn: z.string(),
  productNameAr: z.string(),
  variantSize: z.string().nullable(),
  variantColor: z.string().nullable(),
  /** The price each unit was sold at. */
  unitPrice: amount,
  quantity: z.number().int().min(1),
  reason: z.enum(returnReasons),
  /** The variant of the same product she takes instead (resolution exchange), else null. */
  exchangeVariantId: z.uuid().nullable(),
  exchangeVariantSize: z.string().nullable(),
  exchangeVariantColor: z.string().nullable(),
});

/**
 * She asked to return lines of a delivered order of hers. `discount` is the lines' share of the order's discount
 * and `amount` what they are worth less it: what a refund pays. Appended with OrderItemsReturnRequested on the
 * order's stream, so what is under return is decided on the order's stream version.
 */
export const ReturnRequested = defineEvent(
  'ReturnRequested',
  z.object({
    returnId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    userId: z.uuid(),
    items: z.array(returnLine).min(1),
    resolution: z.enum(returnResolutions),
    note: z.string().nullable(),
    discount: amount,
    amount,
    requestedAt: z.string(),
  }),
  { personal: { erased: { note: null }, person: userIdOf } },
);

/**
 * Staff moved the return on (the acting admin in the metadata). `exchangeOrderId` is fixed at approval of an
 * exchange (its new units are reserved for that order then); `exchangeOrderNumber` comes with `exchanged`;
 * `refundMethod`/`refundReference` with `refunded`.
 */
export const ReturnStatusChanged = defineEvent(
  'ReturnStatusChanged',
  z.object({
    returnId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    userId: z.uuid(),
    from: z.enum(returnStatuses),
    to: z.enum(returnStatuses),
    note: z.string().nullable(),
    refundMethod: z.enum(refundMethods).nullable(),
    refundReference: z.string().nullable(),
    exchangeOrderId: z.uuid().nullable(),
    exchangeOrderNumber: z.number().int().nullable(),
    at: z.string(),
  }),
  { personal: { erased: { note: null }, person: userIdOf } },
);

/**
 * The tax credit note of a refunded return, numbered without gaps (DocumentNumberTaken on `credit-note-numbers` in
 * the same append). The seller as the business stream stood then, the buyer as the order was shipped, the returned
 * lines at their prices and their share of the order's discount: the VAT is worked out when it is read.
 */
export const CreditNoteIssued = defineEvent(
  'CreditNoteIssued',
  z.object({
    returnId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    creditNoteNumber: z.string(),
    /** The order's tax invoice, when it had one. */
    invoiceNumber: z.string().nullable(),
    seller: businessDetails,
    buyer: z.object({ name: z.string(), address: z.string() }),
    lines: z.array(z.object({ description: z.string(), descriptionAr: z.string(), quantity: z.number().int().min(1), unitPrice: amount })),
    discount: amount,
    issuedAt: z.string(),
  }),
  { personal: { erased: { buyer: { name: '', address: '' } } } },
);

/** On the order's stream: units of its lines are under return (until that return is rejected). */
export const OrderItemsReturnRequested = defineEvent(
  'OrderItemsReturnRequested',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    returnId: z.uuid(),
    items: z.array(z.object({ itemId: z.uuid(), quantity: z.number().int().min(1) })).min(1),
    /** The lines' share of the order's discount, so later returns share out only what is left. */
    discount: amount,
    requestedAt: z.string(),
  }),
);

/** On the order's stream: a return was rejected, its units may be asked for again. */
export const OrderItemsReturnRejected = defineEvent(
  'OrderItemsReturnRejected',
  z.object({ orderId: z.uuid(), orderNumber: z.number().int(), returnId: z.uuid(), rejectedAt: z.string() }),
);

export const returnEvents = [ReturnRequested, ReturnStatusChanged, CreditNoteIssued] as const;
export const orderReturnEvents = [OrderItemsReturnRequested, OrderItemsReturnRejected] as const;
export const returnsModuleEvents = [...returnEvents, ...orderReturnEvents] as const;
export type ReturnEvent = EventOf<typeof returnEvents>;
export type OrderReturnEvent = EventOf<typeof orderReturnEvents>;

type Requested = z.output<typeof ReturnRequested.schema>;
type CreditNote = z.output<typeof CreditNoteIssued.schema>;

/** A return as its stream holds it. */
export type ReturnState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'present';
      readonly request: Requested;
      readonly status: ReturnStatus;
      readonly refundMethod: RefundMethod | null;
      readonly refundReference: string | null;
      readonly exchangeOrderId: string | null;
      readonly exchangeOrderNumber: number | null;
      readonly creditNote: CreditNote | null;
      readonly history: readonly { readonly status: ReturnStatus; readonly note: string | null; readonly at: string }[];
      readonly updatedAt: string;
    };

/** The one fold of a return's stream: its decisions, its read model and its answers read it. */
export const returnFold = {
  streamType: 'return',
  initialState: (): ReturnState => ({ kind: 'none' }),
  evolve(state: ReturnState, stored: { readonly type: string; readonly data: unknown }): ReturnState {
    const event = stored as ReturnEvent;
    switch (event.type) {
      case 'ReturnRequested':
        return {
          kind: 'present',
          request: event.data,
          status: 'requested',
          refundMethod: null,
          refundReference: null,
          exchangeOrderId: null,
          exchangeOrderNumber: null,
          creditNote: null,
          history: [{ status: 'requested', note: event.data.note, at: event.data.requestedAt }],
          updatedAt: event.data.requestedAt,
        };
      case 'ReturnStatusChanged': {
        if (state.kind !== 'present') return state;
        const d = event.data;
        return {
          ...state,
          status: d.to,
          refundMethod: d.refundMethod ?? state.refundMethod,
          refundReference: d.refundReference ?? state.refundReference,
          exchangeOrderId: d.exchangeOrderId ?? state.exchangeOrderId,
          exchangeOrderNumber: d.exchangeOrderNumber ?? state.exchangeOrderNumber,
          history: [...state.history, { status: d.to, note: d.note, at: d.at }],
          updatedAt: d.at,
        };
      }
      case 'CreditNoteIssued':
        return state.kind === 'present' ? { ...state, creditNote: event.data } : state;
      default:
        return state;
    }
  },
};
