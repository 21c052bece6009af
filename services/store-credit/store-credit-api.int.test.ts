import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/store.js';
import { storeCreditFold, storeCreditStreamId } from '../../events/store-credit.js';
import { orderStreamId } from '../../events/orders.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/*
 * Store credit (ADR 067) through the API: orders spend it exactly once even when they race for one balance, a
 * cancellation gives it back, and her account shows the balance and every movement.
 */

let store: TestStore;
let admin: string;
let product: FixtureProduct;

beforeAll(async () => {
  // One shopper orders many times at once here: the hourly limit is not what these tests ask about.
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  expect((await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '15.00' } })).status).toBe(200);
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 1000 }] });
});
afterAll(() => store.stop());

const orderBody = (extra: Record<string, unknown> = {}) => ({
  items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
  shippingName: 'Maryam Saeed',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 5',
  useStoreCredit: true,
  ...extra,
});

async function shopper(): Promise<{ cookie: string; userId: string }> {
  const cookie = await store.customer();
  const profile = await store.request('GET', '/api/account/profile', { cookie });
  return { cookie, userId: profile.body.id as string };
}

/** Credit given to her as a refund would give it: StoreCreditAdded on her stream, at the version read. */
async function giveCredit(userId: string, amount: string): Promise<void> {
  const streamId = storeCreditStreamId(userId);
  const events = await store.db.store.readStream(streamId);
  const balance = events.reduce(storeCreditFold.evolve, storeCreditFold.initialState()) + BigInt(Math.round(Number(amount) * 100));
  await store.db.store.append(
    [
      {
        streamId,
        streamType: 'store-credit',
        expectedVersion: events.length,
        events: [
          {
            type: 'StoreCreditAdded',
            data: {
              userId,
              amount,
              source: 'return',
              returnId: randomUUID(),
              creditNoteNumber: 'CN-000001',
              balance: `${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`,
              addedAt: new Date().toISOString(),
            },
          },
        ],
      },
    ],
    { actor: systemActor, correlationId: randomUUID() },
  );
}

const creditOf = async (cookie: string, query = '') => store.request('GET', `/api/account/store-credit${query}`, { cookie });

describe('orders spending one balance at once', () => {
  it('never spend more than she has: the spent amounts add up to her balance and each order records its own', async () => {
    const { cookie, userId } = await shopper();
    // 150.00 of credit; each order totals 115.00 (100.00 and the COD fee; no delivery zones): one takes 115.00,
    // another the 35.00 left, the rest nothing.
    await giveCredit(userId, '150.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => store.request('POST', '/api/orders', { cookie, body: orderBody() })));
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);

    const stream = await store.db.store.readStream(storeCreditStreamId(userId));
    const spent = stream.filter((event) => event.type === 'StoreCreditSpent').map((event) => event.data as { amount: string; orderId: string; balance: string });
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(spent.reduce((sum, event) => sum + cents(event.amount), 0)).toBe(15_000);
    expect(spent.map((event) => event.amount).sort()).toEqual(['115.00', '35.00']);
    expect(spent.at(-1)!.balance).toBe('0.00');

    const used = answers.map((answer) => answer.body as { id: string; storeCreditUsed: string; amountDue: string; totalAmount: string });
    for (const order of used) {
      const spending = spent.find((event) => event.orderId === order.id);
      expect(order.storeCreditUsed).toBe(spending?.amount ?? '0.00');
      expect(cents(order.amountDue)).toBe(cents(order.totalAmount) - cents(order.storeCreditUsed));
      // The order's own event says the same as her credit's stream.
      const [placed] = await store.db.store.readStream(orderStreamId(order.id));
      expect((placed!.data as { storeCreditUsed: string }).storeCreditUsed).toBe(order.storeCreditUsed);
    }
    expect(used.filter((order) => order.storeCreditUsed !== '0.00')).toHaveLength(2);

    const account = await creditOf(cookie);
    expect(account.status, account.text).toBe(200);
    expect(account.body.balance).toBe('0.00');
    expect(account.headers.get('x-total-count')).toBe('3');
  });
});

describe('an order paid with credit', () => {
  it('shows the credit and the amount due everywhere, gives the credit back when cancelled, and lists the movements', async () => {
    const { cookie, userId } = await shopper();
    await giveCredit(userId, '40.00');

    const quote = await store.request('POST', '/api/cart/quote', { cookie, body: { items: orderBody().items, useStoreCredit: true } });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body).toMatchObject({ totalAmount: '115.00', storeCredit: { balance: '40.00', applied: '40.00' }, amountDue: '75.00' });
    const without = await store.request('POST', '/api/cart/quote', { cookie, body: { items: orderBody().items } });
    expect(without.body).toMatchObject({ storeCredit: { balance: '40.00', applied: '0.00' }, amountDue: '115.00' });
    const visitor = await store.request('POST', '/api/cart/quote', { body: { items: orderBody().items, useStoreCredit: true } });
    expect(visitor.body).toMatchObject({ storeCredit: null, amountDue: '115.00' });

    const placed = await store.request('POST', '/api/orders', { cookie, body: orderBody() });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ totalAmount: '115.00', storeCreditUsed: '40.00', amountDue: '75.00' });
    const orderId = placed.body.id as string;

    const hers = await store.request('GET', `/api/account/orders/${orderId}`, { cookie });
    expect(hers.body).toMatchObject({ storeCreditUsed: '40.00', amountDue: '75.00' });
    const row = (await store.request('GET', '/api/account/orders', { cookie })).body.find((order: { id: string }) => order.id === orderId);
    expect(row).toMatchObject({ storeCreditUsed: '40.00', amountDue: '75.00' });
    const staff = await store.request('GET', `/api/admin/orders/${orderId}`, { cookie: admin });
    expect(staff.body).toMatchObject({ totalAmount: '115.00', storeCreditUsed: '40.00', amountDue: '75.00' });
    expect((await creditOf(cookie)).body.balance).toBe('0.00');

    const cancelled = await store.request('POST', `/api/account/orders/${orderId}/cancel`, { cookie, body: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Cancelling again gives nothing back twice.
    await store.request('POST', `/api/account/orders/${orderId}/cancel`, { cookie, body: {} });

    const account = await creditOf(cookie);
    expect(account.body.balance).toBe('40.00');
    expect(account.headers.get('x-total-count')).toBe('3');
    expect(account.body.entries.map((entry: { kind: string; amount: string; balance: string }) => [entry.kind, entry.amount, entry.balance])).toEqual([
      ['restored', '40.00', '40.00'],
      ['spent', '40.00', '0.00'],
      ['added', '40.00', '40.00'],
    ]);
    expect(account.body.entries[0]).toMatchObject({ orderId, orderNumber: placed.body.orderNumber, source: null });
    expect(account.body.entries[2]).toMatchObject({ source: 'return', creditNoteNumber: 'CN-000001', orderId: null });

    // Paged by the list convention, the balance always whole.
    const first = await creditOf(cookie, '?limit=2');
    expect(first.body.entries).toHaveLength(2);
    expect(first.body.balance).toBe('40.00');
    const next = first.headers.get('link')!.match(/<([^>]+)>; rel="next"/)![1]!;
    const second = await store.request('GET', next, { cookie });
    expect(second.body.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['added']);
    expect(second.headers.get('link')).toBeNull();
  });

  it('is still cash on delivery when the credit pays it all, with nothing to collect', async () => {
    const { cookie, userId } = await shopper();
    await giveCredit(userId, '500.00');
    const placed = await store.request('POST', '/api/orders', { cookie, body: orderBody() });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ paymentMethod: 'cod', totalAmount: '115.00', storeCreditUsed: '115.00', amountDue: '0.00' });
    expect((await creditOf(cookie)).body.balance).toBe('385.00');
  });

  it('is not spent unless she asks, and her credit is hers alone', async () => {
    const { cookie, userId } = await shopper();
    await giveCredit(userId, '50.00');
    const placed = await store.request('POST', '/api/orders', { cookie, body: orderBody({ useStoreCredit: false }) });
    expect(placed.body).toMatchObject({ storeCreditUsed: '0.00', amountDue: '115.00' });
    const other = await shopper();
    expect((await creditOf(other.cookie)).body).toEqual({ balance: '0.00', entries: [] });
    expect((await store.request('GET', '/api/account/store-credit')).status).toBe(401);
  });
});

describe('goodwill credit from staff', () => {
  it('adds to her balance at once, answered from the decision; refuses bad amounts, unknown accounts and shoppers', async () => {
    const { cookie, userId } = await shopper();
    const added = await store.request('POST', `/api/admin/customers/${userId}/store-credit`, {
      cookie: admin,
      body: { amount: '25', note: 'Late delivery' },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ balance: '25.00', entry: { kind: 'added', amount: '25.00', balance: '25.00', source: 'goodwill' } });
    const account = await creditOf(cookie);
    expect(account.body.balance).toBe('25.00');
    expect(account.body.entries[0]).toMatchObject({ id: added.body.entry.id, source: 'goodwill', returnId: null });

    for (const amount of ['0', '-5', 'lots', null]) {
      const refused = await store.request('POST', `/api/admin/customers/${userId}/store-credit`, { cookie: admin, body: { amount } });
      expect(refused.status, refused.text).toBe(400);
    }
    const nobody = await store.request('POST', `/api/admin/customers/${randomUUID()}/store-credit`, { cookie: admin, body: { amount: '5.00' } });
    expect(nobody.status).toBe(404);
    expect((await store.request('POST', `/api/admin/customers/${userId}/store-credit`, { cookie, body: { amount: '5.00' } })).status).toBe(403);
    expect((await creditOf(cookie)).body.balance).toBe('25.00');
  });
});
