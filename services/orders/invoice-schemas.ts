import { z } from 'zod';

/**
 * A tax document as the API shows it (ADR 067): the invoice of a delivered order, and in the same shape a credit
 * note. Amounts are decimal strings in AED, VAT-inclusive totals split into net and VAT row by row
 * (tax-document.ts).
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/).describe('AED, a decimal string with two decimals');

export const taxRowAnswer = z.object({ net: amount, vat: amount, total: amount });

export const taxLineAnswer = taxRowAnswer.extend({
  /** The product's name with its size and colour, in English and in Arabic. */
  description: z.string(),
  descriptionAr: z.string(),
  quantity: z.number().int(),
  /** VAT-inclusive, as the shop priced it. */
  unitPrice: amount,
  /** 5 when the seller is VAT-registered, else 0. */
  vatRate: z.number(),
});

export const taxFeeAnswer = taxRowAnswer.extend({ kind: z.enum(['delivery', 'cod']) });

/** The seller as the document copied it when it was issued. */
export const sellerAnswer = z.object({
  name: z.string(),
  nameAr: z.string(),
  address: z.string(),
  addressAr: z.string(),
  trn: z.string().nullable(),
});

export const buyerAnswer = z.object({ name: z.string(), address: z.string() });

/** What every tax document shows after its number and date: who sold to whom, the rows and the totals. */
export const taxDocumentBodyAnswer = z.object({
  /** False: a plain invoice of a shop not VAT-registered (no VAT anywhere on it). */
  vatRegistered: z.boolean(),
  seller: sellerAnswer,
  buyer: buyerAnswer,
  lines: z.array(taxLineAnswer),
  /** Fees charged (a fee of 0.00 is left out). */
  fees: z.array(taxFeeAnswer),
  /** Taken off the goods (a coupon), or null. */
  discount: taxRowAnswer.nullable(),
  /** The rows' sums, the discount subtracted: `total` is what the order came to. */
  totals: taxRowAnswer,
});

/** GET /api/account/orders/:id/invoice and /api/admin/orders/:id/invoice. */
export const invoiceAnswer = z
  .object({ invoiceNumber: z.string(), issuedAt: z.string().describe('ISO 8601 date-time') })
  .extend(taxDocumentBodyAnswer.shape)
  .strict();
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;
export type TaxDocumentBodyAnswer = z.infer<typeof taxDocumentBodyAnswer>;
