import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let abaya: FixtureProduct;
let hijab: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  abaya = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 50 }] });
  hijab = await createProduct(store, admin, { variants: [{ size: 'S', price: '35.00', stock: 0 }] });
});
afterAll(() => store.stop());

const email = (name: string) => `${name}-${Math.random().toString(16).slice(2, 8)}@example.com`;

/** A shopper who has used every part of her account: an address, a delivered order and its review, a saved product, an alert, credit. */
async function busyShopper(name: string, shippingName: string) {
  const address = email(name);
  const cookie = await store.customer(address);
  const me = (await store.request('GET', '/api/account/profile', { cookie })).body;
  const saved = await store.request('POST', '/api/account/addresses', {
    cookie,
    body: { name: shippingName, phone: '050 123 4567', city: 'dubai', addressLine1: `${shippingName} Villa 12` },
  });
  expect(saved.status).toBe(201);
  const placed = await store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: [{ productId: abaya.id, variantId: abaya.variants[0]!.id, quantity: 2 }],
      shippingName,
      shippingPhone: '050 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: `${shippingName} Villa 12`,
    },
  });
  expect(placed.status).toBe(201);
  for (const status of ['confirmed', 'delivered']) {
    expect((await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status } })).status).toBe(200);
  }
  const review = await store.request('POST', `/api/products/${abaya.slug}/reviews`, { cookie, body: { rating: 4, comment: `${name} likes it` } });
  expect(review.status).toBe(201);
  expect((await store.request('PUT', `/api/account/wishlist/${hijab.id}`, { cookie })).status).toBe(204);
  expect((await store.request('PUT', `/api/account/stock-alerts/${hijab.variants[0]!.id}`, { cookie, body: { locale: 'ar' } })).status).toBe(204);
  const credit = await store.request('POST', `/api/admin/customers/${me.id}/store-credit`, { cookie: admin, body: { amount: '15', note: 'Sorry for the wait' } });
  expect(credit.status).toBe(201);
  return { cookie, email: address, id: me.id as string, orderId: placed.body.id as string, orderNumber: placed.body.orderNumber as number, reviewId: review.body.id as string };
}

describe('her data export', () => {
  it('gives her one JSON file holding her account, address, order with its history, review, wishlist, alert, credit and notices, and nothing of another shopper', async () => {
    const huda = await busyShopper('huda', 'Huda Salem');
    const other = await busyShopper('noor', 'Noor Rashid');
    expect((await store.request('PATCH', '/api/account/profile', { cookie: huda.cookie, body: { marketingConsent: true } })).status).toBe(200);

    const answer = await store.request('GET', '/api/account/export', { cookie: huda.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body;
    expect(data.format).toBe('personal-data-export/1');
    expect(Date.parse(data.generatedAt)).not.toBeNaN();
    expect(data.profile).toEqual({
      id: huda.id,
      name: 'Test Shopper',
      email: huda.email,
      role: 'customer',
      registeredAt: expect.any(String),
      marketingConsent: true,
      marketingConsentChangedAt: expect.any(String),
    });
    expect(data.addresses).toEqual([expect.objectContaining({ name: 'Huda Salem', addressLine1: 'Huda Salem Villa 12', city: 'dubai' })]);
    expect(data.orders).toHaveLength(1);
    const [order] = data.orders;
    expect(order).toMatchObject({
      id: huda.orderId,
      orderNumber: huda.orderNumber,
      status: 'delivered',
      shippingName: 'Huda Salem',
      subtotal: '240.00',
      items: [expect.objectContaining({ productId: abaya.id, quantity: 2, price: '120.00' })],
    });
    expect(order.history.map((step: { status: string }) => step.status)).toEqual(['placed', 'confirmed', 'delivered']);
    expect(order.history.every((step: { at: string }) => !Number.isNaN(Date.parse(step.at)))).toBe(true);
    expect(data.reviews).toEqual([expect.objectContaining({ id: huda.reviewId, productId: abaya.id, rating: 4, comment: 'huda likes it', hiddenAt: null })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ productId: hijab.id })]);
    expect(data.stockAlerts).toEqual([expect.objectContaining({ variantId: hijab.variants[0]!.id, productId: hijab.id, locale: 'ar' })]);
    expect(data.storeCredit.balance).toBe('15.00');
    expect(data.storeCredit.entries).toEqual([expect.objectContaining({ kind: 'added', amount: '15.00' })]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notifications.every((notice: { params: { orderId?: string } }) => notice.params.orderId === undefined || notice.params.orderId === huda.orderId)).toBe(true);
    expect(data.returns).toEqual([]);

    // Nothing of the other shopper: her email, name, order, review.
    for (const trace of [other.email, other.id, other.orderId, other.reviewId, 'Noor Rashid', 'noor likes it']) {
      expect(answer.text).not.toContain(trace);
    }
    // And hers is hers alone.
    const theirs = await store.request('GET', '/api/account/export', { cookie: other.cookie });
    expect(theirs.body.profile.email).toBe(other.email);
    expect(theirs.text).not.toContain(huda.email);
  });

  it('holds an order the staff deleted, marked deleted, with its address and history', async () => {
    const reem = await busyShopper('reem', 'Reem Khalid');
    const placed = await store.request('POST', '/api/orders', {
      cookie: reem.cookie,
      body: {
        items: [{ productId: abaya.id, variantId: abaya.variants[0]!.id, quantity: 1 }],
        shippingName: 'Reem at work',
        shippingPhone: '050 765 4321',
        shippingCity: 'Sharjah',
        shippingAddressLine1: 'Office 4',
      },
    });
    expect(placed.status).toBe(201);
    expect((await store.request('DELETE', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).status).toBe(204);
    expect((await store.request('GET', '/api/account/orders', { cookie: reem.cookie })).body.map((order: { id: string }) => order.id)).not.toContain(placed.body.id);

    const data = (await store.request('GET', '/api/account/export', { cookie: reem.cookie })).body;
    expect(data.orders.map((order: { id: string; deleted: boolean }) => [order.id, order.deleted])).toEqual([
      [reem.orderId, false],
      [placed.body.id, true],
    ]);
    expect(data.orders[1]).toMatchObject({ orderNumber: placed.body.orderNumber, shippingName: 'Reem at work', shippingCity: 'Sharjah', totalAmount: placed.body.totalAmount });
    expect(data.orders[1].history.map((step: { status: string }) => step.status)).toEqual(['placed']);
  });

  it('answers a visitor 401 and writes nothing', async () => {
    const before = await store.eventCount();
    const answer = await store.request('GET', '/api/account/export');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('unauthenticated');
    expect(await store.eventCount()).toBe(before);
  });
});
