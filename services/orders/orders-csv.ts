import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../../events/index.js';
import {
  orderListKey,
  readOrdersAfter,
  storeTimeZone,
  type OrderFilters,
  type OrderListKey,
  type OrderRecord,
} from '../../projections/orders/index.js';

/** Orders read per query: a few hundred rows of memory at most, whatever the export's size. */
const batchSize = 500;

const header = [
  'Order number', 'Date (UAE)', 'Status', 'Customer', 'Phone', 'City', 'Address', 'Delivery note', 'Payment',
  'Subtotal (AED)', 'Coupon', 'Discount (AED)', 'Delivery fee (AED)', 'COD fee (AED)', 'Order total (AED)',
  'Store credit used (AED)', 'Amount due (AED)', 'Item (English)', 'Item (Arabic)', 'Size', 'Color',
  'Quantity', 'Unit price (AED)', 'Line total (AED)',
];

/** "2026-11-23 20:05" in the store's time zone: what the staff read on their calendar. */
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: storeTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  hourCycle: 'h23',
});
const localTime = (iso: string) => dateFormat.format(new Date(iso)).replace(', ', ' ');

/** Cents as integers, so a line's total is exact (prices are decimal strings with two places). */
const lineTotal = (price: string, quantity: number) => {
  const cents = Math.round(Number(price) * 100) * quantity;
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** An erased customer's orders keep no name (the read model holds ""): the sheet says whose they were, as the web does. */
const erasedCustomer = 'Erased customer';

/** One line per item; an order without items (none is written so, but a line must not vanish) gets one line. */
function linesOf(order: OrderRecord): string[][] {
  const common = [
    String(order.orderNumber), localTime(order.createdAt), order.status, order.shippingName || erasedCustomer, order.shippingPhone,
    order.shippingCity, [order.shippingAddressLine1, order.shippingAddressLine2].filter(Boolean).join(', '),
    order.deliveryNote ?? '', order.paymentMethod.toUpperCase(), order.subtotal, order.coupon?.code ?? '', order.discount,
    order.deliveryFee, order.codFee, order.totalAmount, order.storeCreditUsed, order.amountDue,
  ];
  if (order.items.length === 0) return [[...common, '', '', '', '', '', '', '']];
  return order.items.map((item) => [
    ...common, item.productNameEn, item.productNameAr, item.variantSize ?? '', item.variantColor ?? '',
    String(item.quantity), item.price, lineTotal(item.price, item.quantity),
  ]);
}

/**
 * CSV for spreadsheets: a UTF-8 byte-order mark so Excel reads Arabic as Arabic, CRLF line ends, fields quoted when
 * they need it, and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) prefixed with '.
 */
const csv = (rows: string[][], first: boolean) =>
  stringify(rows, { bom: first, record_delimiter: 'windows', escape_formulas: true });

export const exportFileName = (filters: OrderFilters, today: string) =>
  [
    'orders',
    filters.status,
    filters.awaitingConfirmation && 'awaiting-confirmation',
    filters.from && `from-${filters.from}`,
    filters.to && `to-${filters.to}`,
    today,
  ]
    .filter(Boolean)
    .join('_') + '.csv';

/**
 * Streams every order matching the filters, newest first, in batches read by keyset (each query bounded; orders
 * written during the export that sort above its start are left out, none below it is skipped or repeated). Each
 * batch waits until the client has taken the one before, so a slow download holds one batch, not the export.
 */
export async function streamOrdersCsv(db: Queryable, res: Response, filters: OrderFilters, fileName: string): Promise<void> {
  res.status(200);
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
  res.setHeader('cache-control', 'no-store');
  let closed = false;
  res.on('close', () => (closed = true));
  const send = async (chunk: string) => {
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  };
  try {
    await send(csv([header], true));
    let after: OrderListKey | null = null;
    while (!closed) {
      const batch = await readOrdersAfter(db, filters, after, batchSize);
      if (batch.length === 0) break;
      await send(csv(batch.flatMap(linesOf), false));
      if (batch.length < batchSize) break;
      after = orderListKey(batch[batch.length - 1]!);
    }
    res.end();
  } catch (error) {
    // The status line is gone: cutting the download short is how the client learns that the file is incomplete.
    res.destroy();
    throw error;
  }
}
