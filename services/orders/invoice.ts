import type { EventStore } from '../../events/index.js';
import { foldStream } from '../../events/index.js';
import type { BusinessDetails } from '../../events/business.js';
import { orderStreamId } from '../../events/orders.js';
import type { InvoiceAnswer } from './invoice-schemas.js';
import { orderDecider, type OrderState } from './order.decider.js';
import { taxDocument } from './tax-document.js';

type Item = Extract<OrderState, { kind: 'placed' }>['order']['items'][number];

/** "Abaya (M, Black)": the product's name with its size and colour, as the order recorded them. */
export function itemDescription(name: string, item: Pick<Item, 'variantSize' | 'variantColor'>): string {
  const details = [item.variantSize, item.variantColor].filter((detail): detail is string => Boolean(detail));
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

export function sellerOf(details: BusinessDetails): InvoiceAnswer['seller'] {
  return { name: details.legalNameEn, nameAr: details.legalNameAr, address: details.addressEn, addressAr: details.addressAr, trn: details.trn };
}

/**
 * The order's tax invoice (ADR 067) from its folded stream: the seller as copied when it was issued, the buyer, lines,
 * fees and discount of the order as it stands, split into net and VAT. Null before it was issued, and for an order
 * that is not there (never placed, or deleted).
 */
export function invoiceOf(state: OrderState): InvoiceAnswer | null {
  if (state.kind !== 'placed' || !state.invoice) return null;
  const { order, invoice } = state;
  const vatRegistered = invoice.seller.vatRegistered;
  const body = taxDocument({
    lines: order.items.map((item) => ({
      description: itemDescription(item.productNameEn, item),
      descriptionAr: itemDescription(item.productNameAr || item.productNameEn, item),
      quantity: item.quantity,
      unitPrice: item.price,
    })),
    fees: [
      { kind: 'delivery', amount: order.deliveryFee },
      { kind: 'cod', amount: order.codFee },
    ],
    discount: order.discount,
    vatRegistered,
  });
  return {
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    vatRegistered,
    seller: sellerOf(invoice.seller),
    buyer: {
      name: order.shippingName,
      address: [order.shippingAddressLine1, order.shippingAddressLine2, order.shippingCity].filter(Boolean).join(', '),
    },
    lines: [...body.lines],
    fees: [...body.fees],
    discount: body.discount,
    totals: body.totals,
  };
}

/**
 * An order's stream folded, for its invoice: from the log, so the invoice reads as the delivery that issued it left
 * it (read-your-writes without waiting for a read model).
 */
export async function readOrderForInvoice(store: EventStore, orderId: string): Promise<OrderState> {
  return foldStream(orderDecider, await store.readStream(orderStreamId(orderId)));
}
