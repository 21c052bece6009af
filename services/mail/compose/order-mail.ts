import { amountDueOf, type CancelReason, type OrderPlaced, type ShopperLocale } from '../../../events/orders.js';
import { fromCents, toCents } from '../../../infra/money.js';
import type { OrderMailKind } from '../kinds.js';
import type { MailDocument, OrderTable, RenderedMail } from './document.js';
import { formatDateTime, formatMoney, orderNumberText } from './format.js';
import { renderHtml } from './html.js';
import { renderText } from './text.js';
import { mailTexts } from './texts.js';
import { formatPhone } from '../../../rules/uae-phone.js';
import { paletteColourIn } from '../../../rules/colours.js';
import { sizeIn } from '../../../rules/size-words.js';

export type PlacedOrder = (typeof OrderPlaced)['schema']['_output'];

export interface OrderMailInput {
  readonly kind: OrderMailKind;
  /** The order as it stood when the message was caused: as placed, with the edits of its lines and address since (ADR 067). */
  readonly order: PlacedOrder;
  /** The recipient's language. */
  readonly locale: ShopperLocale;
  /** The shopper's name, for her greeting. */
  readonly recipientName: string;
  /** Absolute link to the order in the back office, for staff. */
  readonly backOfficeUrl?: string;
  /** Absolute link of the order's confirmation page (the placed order's mail carries it). */
  readonly confirmUrl?: string;
  /** Absolute link of her order's tax invoice page (the delivered order's mail carries it once issued). */
  readonly invoiceUrl?: string;
  /** The total before an edit of the order's lines (the edited order's mail says what it changed from). */
  readonly totalBefore?: string;
  /** Who cancelled the order and why (the cancelled order's mail says it). */
  readonly cancellation?: { readonly reason: CancelReason; readonly by: 'shopper' | 'staff' | 'system' };
}

/** One message about an order, in the recipient's language, as subject, HTML and text. */
export function composeOrderMail(input: OrderMailInput): RenderedMail {
  const document = orderMailDocument(input);
  return { subject: document.subject, html: renderHtml(document), text: renderText(document) };
}

export function orderMailDocument(input: OrderMailInput): MailDocument {
  const { kind, order, locale, recipientName, backOfficeUrl, confirmUrl, invoiceUrl, cancellation, totalBefore } = input;
  const t = mailTexts[locale];
  const number = orderNumberText(order.orderNumber, locale);
  const total = formatMoney(order.totalAmount, locale);
  // What she pays at the door: the total less her store credit (ADR 067).
  const due = formatMoney(amountDueOf(order), locale);
  const placedOn = t.orderDate(formatDateTime(order.placedAt, locale));
  const base = {
    locale,
    subject: t.subject[kind](number, total),
    brand: t.brand,
    tagline: t.tagline,
    heading: t.heading[kind],
    order: orderTable(order, locale, kind === 'new-order' ? t.theOrder : t.yourOrder),
    address: deliveryAddress(order, locale),
  };
  switch (kind) {
    case 'new-order':
      return {
        ...base,
        paragraphs: [t.staffIntro(number, order.shippingName, order.shippingCity), placedOn],
        action: backOfficeUrl ? { label: t.openOrder(number), url: backOfficeUrl } : undefined,
        closing: [],
        footer: t.staffFooter,
      };
    case 'order-placed':
      // The one link of her order mail: the page it opens confirms nothing by itself (mail scanners open links).
      return {
        ...base,
        paragraphs: [t.intro[kind](recipientName, number), placedOn, ...(confirmUrl ? [t.confirmPrompt] : [])],
        action: confirmUrl ? { label: t.confirmAction, url: confirmUrl } : undefined,
        closing: [t.codWhenPlaced(due)],
        footer: t.shopperFooter,
      };
    case 'order-confirmed':
      return { ...base, paragraphs: [t.intro[kind](recipientName, number), placedOn], closing: [t.codWhenPlaced(due)], footer: t.shopperFooter };
    case 'order-shipped':
      return { ...base, paragraphs: [t.intro[kind](recipientName, number)], closing: [t.codOnTheWay(due)], footer: t.shopperFooter };
    case 'order-delivered':
      return {
        ...base,
        paragraphs: [t.intro[kind](recipientName, number)],
        address: undefined,
        action: invoiceUrl ? { label: t.viewInvoice, url: invoiceUrl } : undefined,
        closing: [],
        footer: t.shopperFooter,
      };
    case 'order-cancelled': {
      const why = !cancellation ? null : cancellation.by === 'shopper' ? 'by-shopper' : cancellation.reason;
      const intro = why ? t.cancelledIntro[why] : t.intro[kind];
      return { ...base, paragraphs: [intro(recipientName, number)], address: undefined, closing: [t.nothingToPay], footer: t.shopperFooter };
    }
    case 'order-edited':
      return {
        ...base,
        paragraphs: [t.intro[kind](recipientName, number), ...(totalBefore ? [t.editedTotal(total, formatMoney(totalBefore, locale))] : [])],
        closing: [t.codWhenPlaced(due)],
        footer: t.shopperFooter,
      };
    // A return of hers moved on (ADR 067): what happened, about the order it came from; nothing to pay.
    case 'return-approved':
    case 'return-rejected':
    case 'return-received':
    case 'return-refunded':
    case 'return-exchanged':
      return { ...base, paragraphs: [t.intro[kind](recipientName, number)], address: undefined, closing: [], footer: t.shopperFooter };
    case 'delivery-missed':
      return { ...base, paragraphs: [t.intro[kind](recipientName, number)], order: undefined, closing: [t.codOnTheWay(due)], footer: t.shopperFooter };
  }
}

function orderTable(order: PlacedOrder, locale: ShopperLocale, title: string): OrderTable {
  const t = mailTexts[locale];
  return {
    title,
    columns: { item: t.item, quantity: t.quantity, amount: t.amount },
    lines: order.items.map((item) => ({
      name: (locale === 'ar' ? item.productNameAr : item.productNameEn) || item.productNameEn,
      // Word sizes and the palette's colours in her language; any other text as written.
      details: [
        item.variantSize ? t.size(sizeIn(item.variantSize, locale)) : null,
        item.variantColor ? t.colour(paletteColourIn(item.variantColor, locale)) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      quantity: String(item.quantity),
      amount: formatMoney(fromCents(toCents(item.price) * BigInt(item.quantity)), locale),
    })),
    totals: [
      { label: t.subtotal, value: formatMoney(order.subtotal, locale) },
      // What a coupon took off and what delivery costs, when they are anything (ADR 066).
      ...(order.coupon && order.discount !== '0.00' ? [{ label: t.discount(order.coupon.code), value: `-${formatMoney(order.discount, locale)}` }] : []),
      ...(order.deliveryFee !== '0.00' ? [{ label: t.deliveryFee, value: formatMoney(order.deliveryFee, locale) }] : []),
      { label: t.codFee, value: formatMoney(order.codFee, locale) },
      { label: t.total, value: formatMoney(order.totalAmount, locale), strong: true },
      ...(order.storeCreditUsed !== '0.00'
        ? [
            { label: t.storeCredit, value: `-${formatMoney(order.storeCreditUsed, locale)}` },
            { label: t.amountDue, value: formatMoney(amountDueOf(order), locale), strong: true },
          ]
        : []),
    ],
  };
}

function deliveryAddress(order: PlacedOrder, locale: ShopperLocale): MailDocument['address'] {
  const t = mailTexts[locale];
  const lines = [order.shippingName, order.shippingAddressLine1, order.shippingAddressLine2, order.shippingCity, t.phone(formatPhone(order.shippingPhone))];
  if (order.deliveryNote) lines.push(t.note(order.deliveryNote));
  return { title: t.deliveryAddress, lines: lines.filter((line): line is string => Boolean(line)) };
}
