import type { ReturnState } from '../../events/returns.js';
import { sellerOf } from './invoice.js';
import type { AdminReturnAnswer, CreditNoteAnswer, ReturnAnswer } from './return-schemas.js';
import { taxDocument } from './tax-document.js';

type Present = Extract<ReturnState, { kind: 'present' }>;

/** A return's answer from its folded stream (ADR 046: one contract, whether from the decision or the read model). */
export function returnAnswerOf(state: Present): ReturnAnswer {
  const request = state.request;
  return {
    id: request.returnId,
    orderId: request.orderId,
    orderNumber: request.orderNumber,
    status: state.status,
    resolution: request.resolution,
    items: request.items.map(({ variantId: _variant, unitPrice: _price, ...item }) => item),
    note: request.note,
    amount: request.amount,
    refundMethod: state.refundMethod,
    refundReference: state.refundReference,
    creditNoteNumber: state.creditNote?.creditNoteNumber ?? null,
    exchangeOrderId: state.status === 'exchanged' ? state.exchangeOrderId : null,
    exchangeOrderNumber: state.exchangeOrderNumber,
    history: [...state.history],
    requestedAt: request.requestedAt,
    updatedAt: state.updatedAt,
  };
}

export const adminReturnAnswerOf = (state: Present, customer: AdminReturnAnswer['customer']): AdminReturnAnswer => ({
  ...returnAnswerOf(state),
  customer,
});

/** The return's credit note, worked out from what it recorded (null before the refund). */
export function creditNoteOf(state: Present): CreditNoteAnswer | null {
  const note = state.creditNote;
  if (!note) return null;
  const vatRegistered = note.seller.vatRegistered;
  const body = taxDocument({ lines: note.lines, fees: [], discount: note.discount, vatRegistered });
  return {
    creditNoteNumber: note.creditNoteNumber,
    invoiceNumber: note.invoiceNumber,
    issuedAt: note.issuedAt,
    vatRegistered,
    seller: sellerOf(note.seller),
    buyer: note.buyer,
    lines: [...body.lines],
    fees: [...body.fees],
    discount: body.discount,
    totals: body.totals,
  };
}
