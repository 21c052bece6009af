import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCreditStreamId } from '../../events/store-credit.js';
import { rebuildProjection } from '../../projections/index.js';
import { returnsProjection } from '../../projections/returns/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let shopper: string;
let shopperId: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer('returns.shopper@example.com');
  shopperId = (await store.request('GET', '/api/auth/me', { cookie: shopper })).body.id;
  product = await createProduct(store, admin, {
    variants: [
      { size: 'M', color: 'Black', price: '100.00', stock: 10 },
      { size: 'L', color: 'Black', price: '100.00', stock: 5 },
    ],
  });
});
afterAll(() => store.stop());

const [m, l] = [0, 1];
const variant = (index: number, of = product) => of.variants[index]!.id;

async function deliveredOrder(quantity: number, of = product, deliver = true) {
  const placed = await store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: [{ productId: of.id, variantId: variant(m, of), quantity }],
      shippingName: 'Maryam Saeed',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 5',
    },
  });
  expect(placed.status, placed.text).toBe(201);
  if (deliver) {
    const delivered = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'delivered' } });
    expect(delivered.status, delivered.text).toBe(200);
  }
  return placed.body as { id: string; orderNumber: number; items: { id: string }[] };
}

const ask = (orderId: string, body: Record<string, unknown>, cookie = shopper) =>
  store.request('POST', `/api/account/orders/${orderId}/returns`, { cookie, body });
const move = (returnId: string, body: Record<string, unknown>) => store.request('PATCH', `/api/admin/returns/${returnId}`, { cookie: admin, body });
async function moved(returnId: string, ...bodies: Record<string, unknown>[]) {
  let answer = null;
  for (const body of bodies) {
    answer = await move(returnId, body);
    expect(answer.status, answer.text).toBe(200);
  }
  return answer!.body;
}
const stockOf = async (index: number, of = product) =>
  (await store.request('GET', `/api/admin/products/${of.id}`, { cookie: admin })).body.variants[index].stock as number;

describe('a return refunded, over HTTP', () => {
  it('is asked for on a delivered order, approved, received back into stock and refunded with gapless credit notes and store credit', async () => {
    const notYet = await deliveredOrder(2, product, false);
    expect((await ask(notYet.id, { items: [{ itemId: notYet.items[0]!.id, quantity: 1, reason: 'wrong_size' }], resolution: 'refund' })).body).toMatchObject({
      code: 'not_delivered',
    });

    const order = await deliveredOrder(2);
    const itemId = order.items[0]!.id;
    const other = await store.customer();
    expect((await ask(order.id, { items: [{ itemId, quantity: 1, reason: 'damaged' }], resolution: 'refund' }, other)).status).toBe(404);

    const first = await ask(order.id, { items: [{ itemId, quantity: 1, reason: 'damaged' }], resolution: 'refund', note: 'Torn seam' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ status: 'requested', orderNumber: order.orderNumber, amount: '100.00', creditNoteNumber: null, items: [{ itemId, quantity: 1, variantSize: 'M' }] });
    // One unit is under return already: two more are more than was delivered.
    const over = await ask(order.id, { items: [{ itemId, quantity: 2, reason: 'other' }], resolution: 'refund' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'over_return' });

    const refused = await move(first.body.id, { status: 'received' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'invalid_return_move' });

    const before = await stockOf(m);
    await moved(first.body.id, { status: 'approved' }, { status: 'received' });
    expect(await stockOf(m)).toBe(before + 1);
    const ledger = await store.request('GET', `/api/admin/products/${product.id}/stock-history`, { cookie: admin });
    expect(ledger.body[0]).toMatchObject({ reason: 'customer_return', change: 1, orderNumber: order.orderNumber });

    const noReference = await move(first.body.id, { status: 'refunded', refundMethod: 'bank_transfer' });
    expect(noReference.status).toBe(400);
    expect(noReference.body).toMatchObject({ code: 'refund_reference_required' });
    const refunded = await moved(first.body.id, { status: 'refunded', refundMethod: 'bank_transfer', refundReference: 'TRX-77' });
    expect(refunded).toMatchObject({ status: 'refunded', creditNoteNumber: 'CN-000001', refundReference: 'TRX-77', customer: { id: shopperId } });
    expect(refunded.history.map((entry: { status: string }) => entry.status)).toEqual(['requested', 'approved', 'received', 'refunded']);

    const second = await ask(order.id, { items: [{ itemId, quantity: 1, reason: 'changed_mind' }], resolution: 'store_credit' });
    expect(second.status, second.text).toBe(201);
    const credited = await moved(second.body.id, { status: 'approved' }, { status: 'received' }, { status: 'refunded' });
    expect(credited).toMatchObject({ creditNoteNumber: 'CN-000002', refundMethod: 'store_credit' });
    const credit = await store.db.store.readStream(storeCreditStreamId(shopperId));
    expect(credit.map((event) => event.data)).toEqual([
      expect.objectContaining({ amount: '100.00', source: 'return', returnId: second.body.id, creditNoteNumber: 'CN-000002', balance: '100.00' }),
    ]);

    const note = await store.request('GET', '/api/admin/credit-notes/CN-000001', { cookie: admin });
    expect(note.status, note.text).toBe(200);
    expect(note.body).toMatchObject({ creditNoteNumber: 'CN-000001', buyer: { name: 'Maryam Saeed' }, lines: [{ quantity: 1, unitPrice: '100.00' }], totals: { total: '100.00' } });
    const hers = await store.request('GET', `/api/account/returns/${second.body.id}/credit-note`, { cookie: shopper });
    expect(hers.body).toMatchObject({ creditNoteNumber: 'CN-000002' });
    expect((await store.request('GET', `/api/account/returns/${second.body.id}/credit-note`, { cookie: other })).status).toBe(404);

    // She is mailed of each move: both refunds among them, sent.
    const sent = async (kind: string) =>
      (await store.db.pool.query<{ n: number }>('select count(*)::int as n from mail_messages where kind = $1 and sent_at is not null', [kind])).rows[0]!.n;
    await expect.poll(() => sent('return-refunded'), { timeout: 15_000 }).toBe(2);
    expect(await sent('return-received')).toBe(2);

    const queue = await store.request('GET', '/api/admin/returns?status=refunded&limit=1', { cookie: admin });
    expect(queue.headers.get('x-total-count')).toBe('2');
    expect(queue.headers.get('link')).toContain('rel="next"');
    expect(queue.body).toHaveLength(1);
    const mine = await store.request('GET', '/api/account/returns', { cookie: shopper });
    expect(mine.body.map((row: { id: string }) => row.id)).toEqual([second.body.id, first.body.id]);
  });

  it('refuses a return after the window of days the setting allows', async () => {
    const order = await deliveredOrder(1);
    expect((await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'returnWindowDays', value: 0 } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late = await ask(order.id, { items: [{ itemId: order.items[0]!.id, quantity: 1, reason: 'other' }], resolution: 'refund' });
    expect(await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'returnWindowDays', value: 14 } }).then((r) => r.status)).toBe(200);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'return_window_closed' });
  });
});

describe('an exchange, over HTTP', () => {
  it('reserves the new size at approval and completes as a linked order at 0.00 in the admin list', async () => {
    const order = await deliveredOrder(1);
    const asked = await ask(order.id, {
      items: [{ itemId: order.items[0]!.id, quantity: 1, reason: 'wrong_size', exchangeVariantId: variant(l) }],
      resolution: 'exchange',
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.items[0]).toMatchObject({ exchangeVariantId: variant(l), exchangeVariantSize: 'L' });
    const large = await stockOf(l);
    await moved(asked.body.id, { status: 'approved' });
    expect(await stockOf(l)).toBe(large - 1);
    // The ledger says the units are held for the exchange, naming the order returned: its own order does not exist yet.
    const heldFor = async () => {
      const ledger = await store.request('GET', `/api/admin/products/${product.id}/stock-history`, { cookie: admin });
      expect(ledger.status, ledger.text).toBe(200);
      return ledger.body.filter((entry: { reason: string }) => entry.reason === 'exchange');
    };
    expect(await heldFor()).toEqual([
      expect.objectContaining({
        variantId: variant(l),
        change: -1,
        orderId: expect.any(String),
        orderNumber: null,
        exchangeOf: { returnId: asked.body.id, orderId: order.id, orderNumber: order.orderNumber },
      }),
    ]);
    expect((await move(asked.body.id, { status: 'refunded', refundMethod: 'cash' })).status).toBe(409);
    const exchanged = await moved(asked.body.id, { status: 'received' }, { status: 'exchanged' });
    expect(exchanged).toMatchObject({ status: 'exchanged', exchangeOrderId: expect.any(String), exchangeOrderNumber: expect.any(Number) });
    // Its units were reserved at approval: completing it reserves nothing more, and the ledger now names its order.
    expect(await stockOf(l)).toBe(large - 1);
    expect(await heldFor()).toEqual([expect.objectContaining({ orderId: exchanged.exchangeOrderId, orderNumber: exchanged.exchangeOrderNumber, exchangeOf: expect.objectContaining({ orderNumber: order.orderNumber }) })]);

    await store.settled();
    const list = await store.request('GET', '/api/admin/orders', { cookie: admin });
    const linked = list.body.find((row: { id: string }) => row.id === exchanged.exchangeOrderId);
    expect(linked).toMatchObject({ orderNumber: exchanged.exchangeOrderNumber, totalAmount: '0.00', status: 'placed' });
    const detail = await store.request('GET', `/api/admin/orders/${exchanged.exchangeOrderId}`, { cookie: admin });
    expect(detail.body).toMatchObject({ totalAmount: '0.00', shippingName: 'Maryam Saeed', items: [expect.objectContaining({ variantId: variant(l), price: '0.00' })] });
  });

  it('refuses approval when the size to exchange to is out of stock, writing nothing', async () => {
    // Plenty of M, so the order leaves it above the low line: a low-stock notice, appended by a job of its own at
    // its own time, would otherwise be counted as written by the refused approval.
    const scarce = await createProduct(store, admin, {
      variants: [
        { size: 'M', price: '100.00', stock: 50 },
        { size: 'L', price: '100.00', stock: 0 },
      ],
    });
    const order = await deliveredOrder(1, scarce);
    const asked = await ask(order.id, {
      items: [{ itemId: order.items[0]!.id, quantity: 1, reason: 'wrong_size', exchangeVariantId: variant(l, scarce) }],
      resolution: 'exchange',
    });
    expect(asked.status, asked.text).toBe(201);
    const count = await store.eventCount();
    const refused = await move(asked.body.id, { status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'out_of_stock' });
    expect(await store.eventCount()).toBe(count);
  });
});

describe('the returns read model', () => {
  it('rebuilds from the log into a table equal to the live one', async () => {
    await store.settled();
    const result = await rebuildProjection(store.db.pool, store.db.store, returnsProjection);
    expect(result.matches).toBe(true);
    const queue = await store.request('GET', '/api/admin/returns', { cookie: admin });
    expect(Number(queue.headers.get('x-total-count'))).toBeGreaterThanOrEqual(4);
  });
});
