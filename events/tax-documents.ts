import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';
import { businessDetails } from './business.js';

/**
 * Tax invoices and credit notes carry numbers without gaps (INV-000001, CN-000001, ...). Each kind has one stream
 * whose every event takes the next number; a document's number is appended to it at the version its decision read,
 * in the same append as the document, so two decisions can never take one number and a refused one takes none.
 */
export const documentKinds = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentNumberStreamId = (kind: DocumentKind) => (kind === 'invoice' ? 'invoice-numbers' : 'credit-note-numbers');

const prefixes: Readonly<Record<DocumentKind, string>> = { invoice: 'INV', credit_note: 'CN' };

/** 1 → "INV-000001"; past 999,999 the number simply grows a digit. */
export const documentNumber = (kind: DocumentKind, sequence: number) => `${prefixes[kind]}-${String(sequence).padStart(6, '0')}`;

/** A number was taken: `sequence` is always the stream's previous one plus one. */
export const DocumentNumberTaken = defineEvent(
  'DocumentNumberTaken',
  z.object({
    kind: z.enum(documentKinds),
    sequence: z.number().int().min(1),
    number: z.string(),
    /** The order (invoice) or the return (credit note) the document belongs to. */
    subjectId: z.uuid(),
    takenAt: z.string(),
  }),
);

/** The last number taken of a kind (0: none yet). */
export const documentSequenceFold = {
  streamType: 'document-numbers',
  initialState: (): number => 0,
  evolve: (last: number, event: { readonly type: string; readonly data: unknown }): number =>
    event.type === 'DocumentNumberTaken' ? (event.data as { sequence: number }).sequence : last,
  // Every invoice or credit note adds to the stream: a decision reads its snapshot and the events after it.
  snapshot: { name: 'document-sequence', version: 1, toJson: (last: number): unknown => last, fromJson: (json: unknown): number => Number(json) },
};

/**
 * The order's tax invoice was issued at its delivery (cash received), once. The seller is copied as the business
 * details stood then; the lines, fees and amounts are the order's own, worked out when the invoice is read
 * (`taxDocument`), so the buyer's details follow the order.
 */
export const InvoiceIssued = defineEvent(
  'InvoiceIssued',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    invoiceNumber: z.string(),
    seller: businessDetails,
    issuedAt: z.string(),
  }),
);

export const taxDocumentEvents = [DocumentNumberTaken, InvoiceIssued] as const;
export type TaxDocumentEvent = EventOf<typeof taxDocumentEvents>;
