import { z } from 'zod';
import { refundMethods, returnReasons, returnResolutions, returnStatuses } from '../../events/returns.js';
import { taxDocumentBodyAnswer } from './invoice-schemas.js';

const note = z.string().trim().max(1000, 'The note is at most 1000 characters').transform((value) => value || null);

/** POST /api/account/orders/:id/returns: the lines she sends back, why, and what she wants for them. */
export const requestReturnRequest = z
  .object({
    items: z
      .array(
        z.object({
          itemId: z.uuid({ error: 'Choose a line of the order' }),
          quantity: z.number({ error: 'Quantity must be a whole number of 1 or more' }).int('Quantity must be a whole number of 1 or more').min(1, 'Quantity must be a whole number of 1 or more').max(1000, 'Quantity is too large'),
          reason: z.enum(returnReasons, { error: 'Choose a reason' }),
          /** The size or colour of the same product she takes instead (resolution exchange only). */
          exchangeVariantId: z.uuid({ error: 'Choose the size to exchange to' }).nullable().optional(),
        }),
      )
      .min(1, 'Choose at least one line to return')
      .max(100, 'Too many lines'),
    resolution: z.enum(returnResolutions, { error: 'Choose refund, store credit or exchange' }),
    note: note.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    body.items.forEach((item, index) => {
      const exchange = body.resolution === 'exchange';
      if (exchange && !item.exchangeVariantId) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'exchangeVariantId'], message: 'Choose the size to exchange to' });
      }
      if (!exchange && item.exchangeVariantId) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'exchangeVariantId'], message: 'Only an exchange names a size to exchange to' });
      }
    });
  });
export type RequestReturnRequest = z.output<typeof requestReturnRequest>;
/** Her request as the web sends it. */
export type RequestReturnBody = z.input<typeof requestReturnRequest>;

/** PATCH /api/admin/returns/:id: the next status, with the refund's method and reference for `refunded`. */
export const changeReturnRequest = z.object({
  status: z.enum(returnStatuses, { error: 'Unknown status' }),
  note: note.nullable().optional(),
  refundMethod: z.enum(refundMethods, { error: 'Choose cash, bank transfer or store credit' }).nullable().optional(),
  refundReference: z.string().trim().max(200, 'The reference is at most 200 characters').transform((value) => value || null).nullable().optional(),
});
export type ChangeReturnRequest = z.output<typeof changeReturnRequest>;
export type ChangeReturnBody = z.input<typeof changeReturnRequest>;

export const returnListQuery = z.object({ status: z.enum(returnStatuses, { error: 'Unknown status' }).optional() });

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const returnItemAnswer = z.object({
  itemId: z.string(),
  productId: z.string(),
  productNameEn: z.string(),
  productNameAr: z.string(),
  variantSize: z.string().nullable(),
  variantColor: z.string().nullable(),
  quantity: z.number().int(),
  reason: z.enum(returnReasons),
  exchangeVariantId: z.string().nullable(),
  exchangeVariantSize: z.string().nullable(),
  exchangeVariantColor: z.string().nullable(),
});

/** A return as its shopper reads it. Fields not reached yet are null. */
export const returnAnswer = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderNumber: z.number().int(),
    status: z.enum(returnStatuses),
    resolution: z.enum(returnResolutions),
    items: z.array(returnItemAnswer),
    note: z.string().nullable(),
    /** What the returned lines are worth, less their share of the order's discount. */
    amount,
    refundMethod: z.enum(refundMethods).nullable(),
    refundReference: z.string().nullable(),
    creditNoteNumber: z.string().nullable(),
    exchangeOrderId: z.string().nullable(),
    exchangeOrderNumber: z.number().int().nullable(),
    history: z.array(z.object({ status: z.enum(returnStatuses), note: z.string().nullable(), at: z.string() })),
    requestedAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type ReturnAnswer = z.infer<typeof returnAnswer>;

/** A return as the back office reads it: with the customer's account. */
export const adminReturnAnswer = returnAnswer.extend({ customer: z.object({ id: z.string(), name: z.string(), email: z.string() }) }).strict();
export type AdminReturnAnswer = z.infer<typeof adminReturnAnswer>;

/** GET /api/admin/credit-notes/:number and /api/account/returns/:id/credit-note: the invoice's shape, amounts positive. */
export const creditNoteAnswer = z
  .object({
    creditNoteNumber: z.string(),
    /** The tax invoice of the order it corrects, when it had one. */
    invoiceNumber: z.string().nullable(),
    issuedAt: z.string().describe('ISO 8601 date-time'),
  })
  .extend(taxDocumentBodyAnswer.shape)
  .strict();
export type CreditNoteAnswer = z.infer<typeof creditNoteAnswer>;

/** The live `return:status-changed` payload, to her room and to the admins. */
export const returnStatusChangedPayload = z.object({
  returnId: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(returnStatuses),
  at: z.string(),
});
export type ReturnStatusChangedPayload = z.infer<typeof returnStatusChangedPayload>;

/** GET /api/account/orders/:id/returnable: what of a delivered order of hers may still be returned, and until when. */
export const returnableAnswer = z
  .object({
    /** The end of the return window; null when the order is not delivered. */
    openUntil: z.string().nullable(),
    lines: z.array(
      z.object({
        itemId: z.string(),
        /** Units delivered less those under return (returns not rejected). */
        returnable: z.number().int(),
        /** The product's sizes and colours to exchange to, with whether they are in stock now. */
        variants: z.array(z.object({ id: z.string(), size: z.string().nullable(), color: z.string().nullable(), inStock: z.boolean() })),
      }),
    ),
  })
  .strict();
export type ReturnableAnswer = z.infer<typeof returnableAnswer>;
