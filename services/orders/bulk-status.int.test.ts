import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * The packing room's batch: many orders marked packed or shipped in one call, each decided on its own by the same
 * rule as the single status change, so a refused order is named in the answer and the others still move.
 */

let store: TestStore;
let admin: string;
let shopper: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '200.00', stock: 100 }] });
});
afterAll(async () => {
  await store?.stop();
});

async function place(): Promise<{ id: string; orderNumber: number }> {
  const response = await store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName: 'Maryam',
      shippingPhone: '0501234567',
      shippingCity: 'Sharjah',
      shippingAddressLine1: 'Building 4',
      locale: 'ar',
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string; orderNumber: number };
}

const bulk = (body: unknown, cookie = admin) => store.request('POST', '/api/admin/orders/bulk-status', { cookie, body });

async function statusOf(orderId: string): Promise<string> {
  const answer = await store.request('GET', `/api/admin/orders/${orderId}`, { cookie: admin });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.status as string;
}

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves every order it may and names each refused one, and the list shows the new statuses at once', async () => {
    const [first, second, cancelled] = [await place(), await place(), await place()];
    const cancel = await store.request('POST', `/api/admin/orders/${cancelled.id}/cancel`, {
      cookie: admin,
      body: { reason: 'unreachable', note: null },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const missing = randomUUID();

    const answer = await bulk({ orderIds: [first.id, cancelled.id, second.id, missing], to: 'packed' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.results).toEqual([
      { orderId: first.id, orderNumber: first.orderNumber, ok: true, status: 'packed' },
      { orderId: cancelled.id, orderNumber: cancelled.orderNumber, ok: false, code: 'order_cancelled', message: expect.any(String) },
      { orderId: second.id, orderNumber: second.orderNumber, ok: true, status: 'packed' },
      { orderId: missing, ok: false, code: 'not_found', message: expect.any(String) },
    ]);

    // Read your writes: the list read right after the answer shows both orders packed, the cancelled one untouched.
    const list = await store.request('GET', '/api/admin/orders?limit=100', { cookie: admin });
    expect(list.status, list.text).toBe(200);
    const shown = new Map((list.body as { id: string; status: string }[]).map((order) => [order.id, order.status]));
    expect(shown.get(first.id)).toBe('packed');
    expect(shown.get(second.id)).toBe('packed');
    expect(shown.get(cancelled.id)).toBe('cancelled');

    // The same change again records nothing and answers the same; then on to shipped.
    const events = await store.eventCount();
    const again = await bulk({ orderIds: [first.id, second.id], to: 'packed' });
    expect(again.body.results.map((result: { ok: boolean; status: string }) => [result.ok, result.status])).toEqual([
      [true, 'packed'],
      [true, 'packed'],
    ]);
    expect(await store.eventCount()).toBe(events);
    const shipped = await bulk({ orderIds: [second.id], to: 'shipped' });
    expect(shipped.body.results).toEqual([{ orderId: second.id, orderNumber: second.orderNumber, ok: true, status: 'shipped' }]);
    expect(await statusOf(second.id)).toBe('shipped');
    expect(await statusOf(first.id)).toBe('packed');
  });

  it('answers 400 with field errors for bad input and writes nothing', async () => {
    const order = await place();
    const events = await store.eventCount();
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    const cases: [unknown, string][] = [
      [{ orderIds: [], to: 'packed' }, 'orderIds'],
      [{ orderIds: tooMany, to: 'packed' }, 'orderIds'],
      [{ orderIds: [order.id], to: 'delivered' }, 'to'],
      [{ orderIds: [order.id], to: 'teleported' }, 'to'],
      [{ orderIds: [order.id, 'not-an-id'], to: 'packed' }, 'orderIds.1'],
      [{ orderIds: [order.id, order.id], to: 'packed' }, 'orderIds'],
      [{ orderIds: order.id, to: 'packed' }, 'orderIds'],
      [{ to: 'packed' }, 'orderIds'],
    ];
    for (const [body, field] of cases) {
      const answer = await bulk(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toEqual(expect.any(String));
      expect(answer.body.message).toEqual(expect.any(String));
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await store.eventCount()).toBe(events);
    expect(await statusOf(order.id)).toBe('placed');
  });

  it('is the back office only: a customer is refused, a visitor asked to sign in, and nothing changes', async () => {
    const order = await place();
    const events = await store.eventCount();
    expect((await bulk({ orderIds: [order.id], to: 'packed' }, shopper)).status).toBe(403);
    expect((await store.request('POST', '/api/admin/orders/bulk-status', { body: { orderIds: [order.id], to: 'packed' } })).status).toBe(401);
    expect(await store.eventCount()).toBe(events);
    expect(await statusOf(order.id)).toBe('placed');
  });
});
