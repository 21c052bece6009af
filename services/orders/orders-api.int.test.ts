import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { checkoutKeyStream } from './checkout-key.decider.js';

let store: TestStore;
let admin: string;
let shopper: string;

beforeAll(async () => {
  // One shopper places most of this file's orders: the hourly limit is order-limits.int.test.ts's subject.
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer();
  await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '15.00' } });
});
afterAll(() => store.stop());

const shipping = {
  shippingName: 'Maryam Saeed',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
};

function orderBody(product: FixtureProduct, lines: Array<[variantIndex: number, quantity: number]>, extra: object = {}) {
  return {
    items: lines.map(([index, quantity]) => ({
      productId: product.id,
      variantId: product.variants[index]!.id,
      quantity,
      price: product.variants[index]!.price,
    })),
    ...shipping,
    ...extra,
  };
}

const place = (body: unknown, cookie = shopper, headers: Record<string, string> = {}) =>
  store.request('POST', '/api/orders', { body, cookie, headers });

async function stockOf(product: FixtureProduct, variantIndex: number) {
  const listed = await store.request('GET', '/api/admin/products', { cookie: admin });
  const found = listed.body.find((candidate: { id: string }) => candidate.id === product.id);
  return found.variants.find((variant: { id: string }) => variant.id === product.variants[variantIndex]!.id).stock as number;
}

/** Events written, leaving out low-stock notices: their jobs run in the background, whenever a test took stock low. */
async function eventsButNotices(): Promise<number> {
  const result = await store.db.pool.query<{ n: number }>(`select count(*)::int as n from events where type <> 'AdminNotified'`);
  return result.rows[0]!.n;
}

describe('placing an order', () => {
  it('prices lines from the server, adds the COD fee, decrements stock and answers 201', async () => {
    const product = await createProduct(store, admin, {
      variants: [
        { size: 'M', price: '120.50', stock: 10 },
        { size: 'L', price: '99.99', stock: 10 },
      ],
    });
    const tampered = orderBody(product, [[0, 2], [1, 1]]);
    tampered.items[0]!.price = '0.01';
    const response = await place(tampered);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'placed',
      paymentMethod: 'cod',
      subtotal: '340.99',
      codFee: '15.00',
      totalAmount: '355.99',
      shippingName: 'Maryam Saeed',
    });
    expect(Number.isInteger(response.body.orderNumber)).toBe(true);
    expect(response.body.items.map((item: { price: string; quantity: number }) => [item.price, item.quantity])).toEqual([
      ['120.50', 2],
      ['99.99', 1],
    ]);
    expect(await stockOf(product, 0)).toBe(8);
    expect(await stockOf(product, 1)).toBe(9);
  });

  it('gives each order a unique, increasing order number', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'S', price: '50.00', stock: 100 }] });
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await place(orderBody(product, [[0, 1]]))).body.orderNumber);
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    expect(numbers[2]).toBeGreaterThan(numbers[1]!);
  });

  it('refuses visitors with 401 and bad payloads with 400, writing nothing', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '80.00', stock: 5 }] });
    const before = await store.eventCount();
    expect((await store.request('POST', '/api/orders', { body: orderBody(product, [[0, 1]]) })).status).toBe(401);
    const cases: Array<[unknown, string]> = [
      [{ ...orderBody(product, [[0, 1]]), shippingName: '' }, 'Full name is required'],
      [{ ...orderBody(product, [[0, 1]]), shippingPhone: undefined }, 'Phone is required'],
      [{ ...orderBody(product, [[0, 1]]), shippingCity: '  ' }, 'City is required'],
      [{ ...orderBody(product, [[0, 1]]), shippingAddressLine1: undefined }, 'Address line 1 is required'],
      [{ ...orderBody(product, [[0, 1]]), items: [] }, 'At least one item is required'],
      [orderBody(product, [[0, 0]]), 'Quantity must be at least 1'],
      [{ ...orderBody(product, [[0, 1]]), items: [{ productId: randomUUID(), variantId: product.variants[0]!.id, quantity: 1 }] }, 'Product not found'],
      [{ ...orderBody(product, [[0, 1]]), items: [{ productId: product.id, variantId: randomUUID(), quantity: 1 }] }, 'Variant not found'],
      [{ ...orderBody(product, [[0, 1]]), items: [{ productId: 'nope', variantId: 'nope', quantity: 1 }] }, 'Unknown product'],
    ];
    for (const [body, message] of cases) {
      const response = await place(body);
      expect(response.status, message).toBe(400);
      expect(JSON.stringify(response.body), message).toContain(message);
    }
    expect(await store.eventCount()).toBe(before);
    expect(await stockOf(product, 0)).toBe(5);
  });

  it('takes product and variant ids in any letter case', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '80.00', stock: 5 }] });
    const body = orderBody(product, [[0, 1]]);
    body.items[0] = { ...body.items[0]!, productId: product.id.toUpperCase(), variantId: product.variants[0]!.id.toUpperCase() };
    const response = await place(body);
    expect(response.status, response.text).toBe(201);
    expect(response.body.items[0]).toMatchObject({ productId: product.id, variantId: product.variants[0]!.id });
    expect(await stockOf(product, 0)).toBe(4);
  });

  it('refuses shipping details made only of invisible characters, and strips direction overrides', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '80.00', stock: 5 }] });
    const before = await eventsButNotices();
    for (const [field, message] of [
      ['shippingName', 'Full name is required'],
      ['shippingCity', 'City is required'],
      ['shippingAddressLine1', 'Address line 1 is required'],
    ] as const) {
      const response = await place({ ...orderBody(product, [[0, 1]]), [field]: '\u200B\u2060\uFEFF' });
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toEqual([message]);
    }
    expect(await eventsButNotices()).toBe(before);
    const placed = await place({
      ...orderBody(product, [[0, 1]]),
      shippingName: '\u202EMaryam\u202C',
      shippingAddressLine2: '\u2066Tower\u2069 B',
      deliveryNote: '\u200B',
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ shippingName: 'Maryam', shippingAddressLine2: 'Tower B', deliveryNote: null });
  });

  it('refuses an inactive product', async () => {
    const product = await createProduct(store, admin, { status: 'inactive', variants: [{ size: 'M', price: '80.00', stock: 5 }] });
    const response = await place(orderBody(product, [[0, 1]]));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/no longer available/);
  });

  it('refuses an order whose total is more than the store holds with 400 order_total_too_large, writing nothing', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '10000000.00', stock: 20 }] });
    const before = await eventsButNotices();
    const response = await place(orderBody(product, [[0, 10]]));
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({ code: 'order_total_too_large', message: 'Order total is too large' });
    expect(await eventsButNotices()).toBe(before);
    expect(await stockOf(product, 0)).toBe(20);
  });

  it('answers 409 naming the item and what is left when stock is short', async () => {
    const product = await createProduct(store, admin, {
      nameEn: 'Linen Kaftan',
      variants: [{ size: 'XL', color: 'Sand', price: '210.00', stock: 2 }],
    });
    const response = await place(orderBody(product, [[0, 3]]));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Only 2 left of Linen Kaftan (XL, Sand)');
  });

  it('lets exactly as many concurrent orders succeed as there are units; the rest get 409', async () => {
    const units = 5;
    const attempts = 20;
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '75.00', stock: units }] });
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => store.customer()));
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) => place(orderBody(product, [[0, 1]]), shoppers[i % shoppers.length])),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(units);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - units);
    expect(await stockOf(product, 0)).toBe(0);
    const numbers = results.filter((r) => r.status === 201).map((r) => r.body.orderNumber);
    expect(new Set(numbers).size).toBe(units);
    console.log(`stock race: ${attempts} orders attempted, ${units} succeeded, final stock ${await stockOf(product, 0)}`);
  });

  it('returns the first order for a repeated Idempotency-Key, placing nothing new', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '60.00', stock: 10 }] });
    const key = randomUUID();
    const [first, second] = await Promise.all([
      place(orderBody(product, [[0, 2]]), shopper, { 'idempotency-key': key }),
      place(orderBody(product, [[0, 2]]), shopper, { 'idempotency-key': key }),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const third = await place(orderBody(product, [[0, 2]]), shopper, { 'idempotency-key': key });
    expect(third.body.id).toBe(first.body.id);
    expect(await stockOf(product, 0)).toBe(8);
    // The same key from another shopper is another checkout.
    const other = await place(orderBody(product, [[0, 1]]), await store.customer(), { 'idempotency-key': key });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });
});

describe('reusing an Idempotency-Key', () => {
  it('refuses the key sent again with a different order (422), writing nothing; the same order still gets the first', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '60.00', stock: 10 }, { size: 'L', price: '60.00', stock: 10 }] });
    const key = randomUUID();
    const first = await place(orderBody(product, [[0, 1]]), shopper, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const before = await eventsButNotices();
    for (const changed of [
      orderBody(product, [[0, 2]]),
      orderBody(product, [[1, 1]]),
      orderBody(product, [[0, 1]], { shippingCity: 'Sharjah' }),
      orderBody(product, [[0, 1]], { deliveryNote: 'Leave at the door' }),
    ]) {
      const reused = await place(changed, shopper, { 'idempotency-key': key });
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({ message: expect.stringMatching(/Idempotency-Key/), code: 'idempotency_key_reused' });
    }
    expect(await eventsButNotices()).toBe(before);
    expect(await stockOf(product, 0)).toBe(9);
    expect(await stockOf(product, 1)).toBe(10);
    // The page's price hint is not part of the order: a retry showing another price is the same checkout.
    const retry = orderBody(product, [[0, 1]]);
    retry.items[0]!.price = '1.00';
    const repeated = await place(retry, shopper, { 'idempotency-key': key });
    expect(repeated.status).toBe(201);
    expect(repeated.body.id).toBe(first.body.id);
    expect(await eventsButNotices()).toBe(before);
  });

  it('refuses a different order racing the first under one key: one is placed, the other gets 422', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '60.00', stock: 10 }] });
    const key = randomUUID();
    const answers = await Promise.all([
      place(orderBody(product, [[0, 1]]), shopper, { 'idempotency-key': key }),
      place(orderBody(product, [[0, 3]]), shopper, { 'idempotency-key': key }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const placed = answers.find((answer) => answer.status === 201)!;
    expect(await stockOf(product, 0)).toBe(10 - placed.body.items[0].quantity);
  });

  it('answers a claim stored before claims carried a fingerprint with its order, whatever the body', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '60.00', stock: 10 }] });
    const earlier = await place(orderBody(product, [[0, 1]]));
    const me = (await store.request('GET', '/api/auth/me', { cookie: shopper })).body;
    const key = randomUUID();
    await store.db.pool.query(
      `insert into events (stream_id, stream_type, stream_version, type, schema_version, data, metadata)
       values ($1, 'checkout-key', 1, 'CheckoutKeyUsed', 1, $2, $3)`,
      [
        checkoutKeyStream(me.id, key),
        { userId: me.id, key, orderId: earlier.body.id },
        { actor: { id: me.id, role: 'customer' }, correlationId: 'before-fingerprints' },
      ],
    );
    const again = await place(orderBody(product, [[0, 2]]), shopper, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(earlier.body.id);
    expect(await stockOf(product, 0)).toBe(9);
  });
});

describe('managing orders', () => {
  let product: FixtureProduct;
  beforeAll(async () => {
    product = await createProduct(store, admin, {
      nameEn: 'Silk Hijab',
      variants: [{ size: 'One Size', color: 'Rose', price: '45.00', stock: 20 }],
    });
  });

  it('lists orders for admins with items carrying names as ordered, even after the product changes', async () => {
    const placed = await place(orderBody(product, [[0, 2]]));
    const before = await store.request('GET', '/api/admin/products', { cookie: admin });
    const full = before.body.find((candidate: { id: string }) => candidate.id === product.id);
    const renamed = await store.request('PATCH', `/api/admin/products/${product.id}`, {
      cookie: admin,
      body: { ...full, nameEn: 'Renamed Hijab', category: undefined },
    });
    expect(renamed.status).toBe(200);
    const orders = await store.request('GET', '/api/admin/orders', { cookie: admin });
    expect(orders.status).toBe(200);
    const listed = orders.body.find((order: { id: string }) => order.id === placed.body.id);
    expect(listed.items[0]).toMatchObject({
      productNameEn: 'Silk Hijab',
      variantSize: 'One Size',
      variantColor: 'Rose',
      quantity: 2,
      price: '45.00',
    });
    expect(listed).toMatchObject({ shippingPhone: '+971501234567', shippingCity: 'Dubai', status: 'placed' });
    expect((await store.request('GET', '/api/admin/orders', { cookie: shopper })).status).toBe(403);
  });

  it('changes status as an event naming the admin; refuses unknown statuses and orders', async () => {
    const placed = await place(orderBody(product, [[0, 1]]));
    const changed = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'shipped' } });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('shipped');
    expect((await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'lost' } })).status).toBe(400);
    expect((await store.request('PATCH', `/api/orders/${randomUUID()}/status`, { cookie: admin, body: { status: 'packed' } })).status).toBe(404);
    expect((await store.request('PATCH', `/api/orders/not-an-id/status`, { cookie: admin, body: { status: 'packed' } })).status).toBe(404);
    const history = await store.request('GET', `/api/admin/orders/${placed.body.id}/history`, { cookie: admin });
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['OrderPlaced', 'OrderStatusChanged']);
    expect(history.body[1].actor).toMatchObject({ email: 'admin@store.test', role: 'admin' });
    expect(history.body[1].data).toMatchObject({ from: 'placed', to: 'shipped' });
    expect(history.body[0].actor.role).toBe('customer');
  });

  it('deletes an unshipped order as an event, returns its stock, and keeps its history', async () => {
    const stockBefore = await stockOf(product, 0);
    const placed = await place(orderBody(product, [[0, 3]]));
    expect(await stockOf(product, 0)).toBe(stockBefore - 3);
    const statsBefore = (await store.request('GET', '/api/admin/stats', { cookie: admin })).body;
    expect((await store.request('DELETE', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).status).toBe(204);
    expect(await stockOf(product, 0)).toBe(stockBefore);
    const orders = await store.request('GET', '/api/admin/orders', { cookie: admin });
    expect(orders.body.some((order: { id: string }) => order.id === placed.body.id)).toBe(false);
    const statsAfter = (await store.request('GET', '/api/admin/stats', { cookie: admin })).body;
    expect(statsAfter.totalOrders).toBe(statsBefore.totalOrders - 1);
    const history = await store.request('GET', `/api/admin/orders/${placed.body.id}/history`, { cookie: admin });
    expect(history.status).toBe(200);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['OrderPlaced', 'OrderDeleted']);
    expect(history.body[1].data.restocked).toBe(true);
    expect((await store.request('DELETE', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).status).toBe(404);
  });

  it('does not return stock for a shipped order that is deleted', async () => {
    const placed = await place(orderBody(product, [[0, 1]]));
    const stockAfterOrder = await stockOf(product, 0);
    await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'shipped' } });
    expect((await store.request('DELETE', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).status).toBe(204);
    expect(await stockOf(product, 0)).toBe(stockAfterOrder);
  });

  it('does not return stock for an order set back to placed after it was shipped or delivered', async () => {
    for (const gone of ['shipped', 'delivered']) {
      const placed = await place(orderBody(product, [[0, 2]]));
      const stockAfterOrder = await stockOf(product, 0);
      for (const status of [gone, 'placed']) {
        const changed = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status } });
        expect(changed.status).toBe(200);
        // Status changes, backwards too, never move stock.
        expect(await stockOf(product, 0)).toBe(stockAfterOrder);
      }
      expect((await store.request('DELETE', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).status).toBe(204);
      expect(await stockOf(product, 0)).toBe(stockAfterOrder);
      const history = await store.request('GET', `/api/admin/orders/${placed.body.id}/history`, { cookie: admin });
      expect(history.body.at(-1)).toMatchObject({ type: 'OrderDeleted', data: { restocked: false } });
    }
  });

  it('shows an order as it stood at a past time', async () => {
    const placed = await place(orderBody(product, [[0, 1]]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'delivered' } });
    const then = await store.request('GET', `/api/admin/orders/${placed.body.id}?asOf=${encodeURIComponent(between)}`, { cookie: admin });
    expect(then.status).toBe(200);
    expect(then.body).toMatchObject({ id: placed.body.id, status: 'placed', deleted: false });
    const now = await store.request('GET', `/api/admin/orders/${placed.body.id}`, { cookie: admin });
    expect(now.body.status).toBe('delivered');
    const before = await store.request('GET', `/api/admin/orders/${placed.body.id}?asOf=2000-01-01T00:00:00Z`, { cookie: admin });
    expect(before.status).toBe(404);
    const bad = await store.request('GET', `/api/admin/orders/${placed.body.id}?asOf=yesterday`, { cookie: admin });
    expect(bad.status).toBe(400);
    const history = await store.request('GET', `/api/admin/orders/${placed.body.id}/history?asOf=${encodeURIComponent(between)}`, { cookie: admin });
    expect(history.body).toHaveLength(1);
  });
});

describe('dashboard figures', () => {
  it('counts orders, revenue, products and customers, with recent orders and 30 days of sales', async () => {
    const before = (await store.request('GET', '/api/admin/stats', { cookie: admin })).body;
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 10 }] });
    await store.customer();
    const placed = await place(orderBody(product, [[0, 1]]));
    const after = (await store.request('GET', '/api/admin/stats', { cookie: admin })).body;
    expect(after.totalProducts).toBe(before.totalProducts + 1);
    expect(after.totalCustomers).toBe(before.totalCustomers + 1);
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(Number(after.totalRevenue) - Number(before.totalRevenue)).toBeCloseTo(115, 2);
    expect(after.recentOrders[0]).toMatchObject({ id: placed.body.id, orderNumber: placed.body.orderNumber, totalAmount: '115.00' });
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1).orders).toBeGreaterThan(0);
  });

  it('records a low-stock notice for the admins when a variant falls below 5', async () => {
    const product = await createProduct(store, admin, { nameEn: 'Chiffon Shayla', variants: [{ size: 'One Size', price: '35.00', stock: 6 }] });
    await place(orderBody(product, [[0, 2]]));
    const deadline = Date.now() + 10_000;
    let notices: Array<{ message: string }> = [];
    while (Date.now() < deadline) {
      notices = (await store.request('GET', '/api/admin/notifications', { cookie: admin })).body;
      if (notices.some((notice) => notice.message.includes('Chiffon Shayla'))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(notices.map((notice) => notice.message)).toContain('Low stock: only 4 left of Chiffon Shayla (One Size)');
  });
});

describe('replaying the log', () => {
  it('rebuilds every read model into tables equal to the live ones', async () => {
    const { allProjections, rebuildProjection } = await import('../../projections/index.js');
    for (const projection of allProjections) {
      const result = await rebuildProjection(store.db.pool, store.db.store, projection);
      expect(result.differences, projection.name).toEqual(Object.fromEntries(projection.tables.map((table) => [table, 0])));
      expect(result.matches, projection.name).toBe(true);
    }
    // The store keeps working on the swapped-in tables.
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '10.00', stock: 3 }] });
    expect((await place(orderBody(product, [[0, 1]]))).status).toBe(201);
  });
});
