import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  product = await createProduct(store, admin, {
    variants: [
      { size: 'M', price: '120.00', stock: 500 },
      { size: 'L', price: '80.50', stock: 500 },
    ],
  });
  await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '15.00' } });
});
afterAll(() => store.stop());

async function place(cookie: string, quantities: [number, number] = [1, 0]) {
  const items = quantities
    .map((quantity, index) => ({ productId: product.id, variantId: product.variants[index]!.id, quantity }))
    .filter((item) => item.quantity > 0);
  const response = await store.request('POST', '/api/orders', {
    cookie,
    body: { items, shippingName: 'Huda Ali', shippingPhone: '0501234567', shippingCity: 'Dubai', shippingAddressLine1: 'Villa 7' },
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; orderNumber: number; totalAmount: string };
}

const setStatus = (orderId: string, status: string) =>
  store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status } });

describe('GET /api/account/orders', () => {
  it('answers 401 to a visitor', async () => {
    expect((await store.request('GET', '/api/account/orders')).status).toBe(401);
    expect((await store.request('GET', `/api/account/orders/${randomUUID()}`)).status).toBe(401);
  });

  it('lists only her own orders, newest first, with item count and total, a page at a time', async () => {
    const shopper = await store.customer();
    const other = await store.customer();
    const first = await place(shopper, [2, 1]);
    await place(other);
    const second = await place(shopper);
    const third = await place(shopper);

    const page1 = await store.request('GET', '/api/account/orders?limit=2', { cookie: shopper });
    expect(page1.status).toBe(200);
    expect(page1.headers.get('x-total-count')).toBe('3');
    expect(page1.body.map((row: { id: string }) => row.id)).toEqual([third.id, second.id]);
    expect(page1.body[0]).toEqual({
      id: third.id,
      orderNumber: third.orderNumber,
      status: 'placed',
      itemCount: 1,
      subtotal: '120.00',
      discount: '0.00',
      deliveryFee: '0.00',
      codFee: '15.00',
      totalAmount: '135.00',
      // No store credit taken: all of it is paid on delivery.
      storeCreditUsed: '0.00',
      amountDue: '135.00',
      coupon: null,
      createdAt: expect.any(String),
    });
    const next = /<([^>]+)>; rel="next"/.exec(page1.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const page2 = await store.request('GET', next!, { cookie: shopper });
    expect(page2.body).toEqual([expect.objectContaining({ id: first.id, itemCount: 3, totalAmount: '335.50' })]);
    expect(page2.headers.get('link')).toBeNull();
  });

  it('refuses a cursor it did not give out', async () => {
    const shopper = await store.customer();
    const response = await store.request('GET', '/api/account/orders?cursor=bm9wZQ', { cookie: shopper });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_cursor');
  });
});

describe('GET /api/account/orders/:id', () => {
  it('shows her order with items, shipping, amounts and the status timeline', async () => {
    const shopper = await store.customer();
    const order = await place(shopper, [1, 2]);
    expect((await setStatus(order.id, 'confirmed')).status).toBe(200);
    expect((await setStatus(order.id, 'shipped')).status).toBe(200);

    const response = await store.request('GET', `/api/account/orders/${order.id}`, { cookie: shopper });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'shipped',
      subtotal: '281.00',
      codFee: '15.00',
      totalAmount: '296.00',
      shippingName: 'Huda Ali',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 7',
    });
    expect(response.body).not.toHaveProperty('userId');
    expect(response.body.items.map((item: { quantity: number; price: string }) => [item.quantity, item.price])).toEqual([
      [1, '120.00'],
      [2, '80.50'],
    ]);
    const timeline = response.body.timeline as { status: string; reachedAt: string | null }[];
    expect(timeline.map((step) => step.status)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    expect(timeline.map((step) => step.reachedAt !== null)).toEqual([true, true, false, true, false]);
    expect(Date.parse(timeline[3]!.reachedAt!)).toBeGreaterThanOrEqual(Date.parse(timeline[1]!.reachedAt!));
  });

  it("answers another shopper's order exactly as a missing one", async () => {
    const owner = await store.customer();
    const stranger = await store.customer();
    const order = await place(owner);
    const theirs = await store.request('GET', `/api/account/orders/${order.id}`, { cookie: stranger });
    const missing = await store.request('GET', `/api/account/orders/${randomUUID()}`, { cookie: stranger });
    const malformed = await store.request('GET', '/api/account/orders/not-an-id', { cookie: stranger });
    for (const answer of [theirs, missing, malformed]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Order not found', code: 'not_found' });
    }
    // Nor does an admin's session see it through the shopper's routes: the back office has its own.
    expect((await store.request('GET', `/api/account/orders/${order.id}`, { cookie: admin })).status).toBe(404);
  });
});
