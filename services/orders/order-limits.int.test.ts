import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Refusal } from '../../events/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { OrderPlacer } from './place-order.js';
import { placeOrderRequest } from './schemas.js';

// The store as it runs with no settings: the default limits (10 per line, 50 per order, 5 orders per hour).
let store: TestStore;
let admin: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  product = await createProduct(store, admin, {
    variants: Array.from({ length: 6 }, (_, index) => ({ size: `S${index}`, price: '20.00', stock: 10_000 })),
  });
});
afterAll(() => store.stop());

const shipping = { shippingName: 'Huda', shippingPhone: '0501234567', shippingCity: 'Ajman', shippingAddressLine1: 'Villa 4' };
const body = (lines: Array<[variantIndex: number, quantity: number]>) => ({
  items: lines.map(([index, quantity]) => ({ productId: product.id, variantId: product.variants[index]!.id, quantity })),
  ...shipping,
});
const place = (cookie: string, lines: Array<[number, number]> = [[0, 1]]) =>
  store.request('POST', '/api/orders', { cookie, body: body(lines) });

async function orderEvents(): Promise<number> {
  const result = await store.db.pool.query<{ n: number }>(`select count(*)::int as n from events where type <> 'AdminNotified'`);
  return result.rows[0]!.n;
}

describe('order limits (defaults)', () => {
  it('refuses more than 10 units of one item, also split over lines, with 400 line_quantity_limit and the limit', async () => {
    const shopper = await store.customer();
    const before = await orderEvents();
    for (const lines of [[[0, 11]], [[0, 6], [0, 5]]] as Array<Array<[number, number]>>) {
      const refused = await place(shopper, lines);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'line_quantity_limit', params: { limit: 10 }, message: 'At most 10 units of one item per order' });
    }
    expect(await orderEvents()).toBe(before);
    expect((await place(shopper, [[0, 10]])).status).toBe(201);
  });

  it('refuses more than 50 units in one order with 400 order_quantity_limit and the limit', async () => {
    const shopper = await store.customer();
    const before = await orderEvents();
    const refused = await place(shopper, [[0, 10], [1, 10], [2, 10], [3, 10], [4, 10], [5, 1]]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'order_quantity_limit', params: { limit: 50 }, message: 'At most 50 units per order' });
    expect(await orderEvents()).toBe(before);
    expect((await place(shopper, [[0, 10], [1, 10], [2, 10], [3, 10], [4, 10]])).status).toBe(201);
  });

  it('takes 5 orders of a customer in an hour and answers the 6th 429 order_rate_limit with Retry-After, writing nothing', async () => {
    const shopper = await store.customer();
    for (let index = 0; index < 5; index++) expect((await place(shopper)).status).toBe(201);
    const before = await orderEvents();
    const refused = await place(shopper);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'order_rate_limit', params: { limit: 5 } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await orderEvents()).toBe(before);
    // Another customer is not held back by this one.
    expect((await place(await store.customer())).status).toBe(201);
  });

  it('holds the hourly limit under parallel checkouts: of 12 at once, exactly 5 are placed', async () => {
    const shopper = await store.customer();
    const answers = await Promise.all(Array.from({ length: 12 }, () => place(shopper)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
  });

  it('holds it across instances too: two order placers racing on one database place exactly 5', async () => {
    // Two placers share nothing in memory (as two instances would), so only the customer stream's version decides.
    const limits = { unitsPerLine: 10, unitsPerOrder: 50, ordersPerHour: 5 };
    const placers = [0, 1].map(() => new OrderPlacer(store.db.store, store.db.pool, limits));
    const userId = randomUUID();
    const request = placeOrderRequest.parse(body([[1, 1]]));
    const metadata = { actor: { id: userId, role: 'customer' }, correlationId: 'limits-race' };
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, index) => placers[index % 2]!.place(userId, request, null, metadata)),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof Refusal && result.reason.code === 'order_rate_limit',
    );
    expect([placed.length, refused.length]).toEqual([5, 11]);
    const counted = await store.db.pool.query<{ n: number }>(
      `select count(*)::int as n from events where stream_id = $1`,
      [`customer-orders-${userId}`],
    );
    expect(counted.rows[0]!.n).toBe(5);
  });
});
