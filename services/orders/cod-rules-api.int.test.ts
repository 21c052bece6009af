import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { noRules } from '../../tests/support/route-catalogue.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { uncountedCodOutcomes } from './cod-counts.js';

let store: TestStore;
let admin: string;
let product: FixtureProduct;
let courierId: string;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '15.00' } });
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 500 }] });
  const courier = await store.request('POST', '/api/admin/couriers', { cookie: admin, body: { name: 'Emirates Post', deliveryCost: '18.00', returnCost: '10.00' } });
  courierId = courier.body.id;
});
afterAll(() => store.stop());
beforeEach(async () => {
  expect((await store.request('PUT', '/api/admin/cod-rules', { cookie: admin, body: noRules })).status).toBe(200);
});

const setRules = async (rules: Record<string, unknown>) => {
  const answer = await store.request('PUT', '/api/admin/cod-rules', { cookie: admin, body: { ...noRules, ...rules } });
  expect(answer.status).toBe(200);
  return answer.body;
};

const orderBody = (quantity: number, extra: Record<string, unknown> = {}) => ({
  items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity }],
  shippingName: 'Maryam Saeed',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 5',
  locale: 'en',
  ...extra,
});
const place = (cookie: string, quantity = 1, extra: Record<string, unknown> = {}) => store.request('POST', '/api/orders', { cookie, body: orderBody(quantity, extra) });
const quote = (cookie: string | undefined, quantity: number, extra: Record<string, unknown> = {}) =>
  store.request('POST', '/api/cart/quote', { cookie, body: { items: orderBody(quantity).items, ...extra } });
const userIdOf = async (cookie: string) => (await store.request('GET', '/api/auth/me', { cookie })).body.id as string;

async function deliverOrRefuse(orderId: string, outcome: 'delivered' | 'refused') {
  const status = (to: string) => store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status: to } });
  expect((await status('packed')).status).toBe(200);
  expect((await store.request('PUT', `/api/admin/orders/${orderId}/shipment`, { cookie: admin, body: { courierId, trackingNumber: 'EP-1' } })).status).toBe(200);
  expect((await status('shipped')).status).toBe(200);
  const order = (await store.request('GET', `/api/admin/orders/${orderId}`, { cookie: admin })).body;
  const attempt = await store.request('POST', `/api/admin/orders/${orderId}/delivery-attempts`, {
    cookie: admin,
    body: { outcome, ...(outcome === 'delivered' ? { codCollected: order.totalAmount } : {}) },
  });
  expect(attempt.status).toBe(201);
}

describe('the rules', () => {
  it('are none until set: every order accepted, as the spec’s store', async () => {
    const fresh = await startTestStore();
    try {
      const cookie = await fresh.login();
      const rules = await fresh.request('GET', '/api/admin/cod-rules', { cookie });
      expect(rules.body).toEqual({ ...noRules, changedAt: null });
    } finally {
      await fresh.stop();
    }
  });

  it('are set whole, shown as set, and each change is in the auditor’s log with who made it', async () => {
    const set = await setRules({ minOrder: '50', maxOrder: '2000.5', maxOrderNewCustomer: '800', unavailableEmirates: ['fujairah', 'ajman'], refusalLimit: 2 });
    expect(set).toMatchObject({ minOrder: '50.00', maxOrder: '2000.50', maxOrderNewCustomer: '800.00', unavailableEmirates: ['ajman', 'fujairah'], refusalLimit: 2 });
    const read = await store.request('GET', '/api/admin/cod-rules', { cookie: admin });
    expect(read.body).toEqual(set);
    const logged = await store.db.pool.query<{ actor: string }>(
      `select metadata->'actor'->>'id' as actor from events where stream_id = 'cod-rules' order by stream_version desc limit 1`,
    );
    expect(logged.rows[0]!.actor).toBe(await userIdOf(admin));
    const log = await store.request('GET', '/api/audit/events?type=CodRulesChanged', { cookie: admin });
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({ type: 'CodRulesChanged', summary: { kind: 'CodRulesChanged', params: { maxOrder: '2000.50', emirates: 2 } } });
  });

  it('refuses bad rules with field errors, and writes nothing', async () => {
    const before = await store.eventCount();
    const bad = [
      [{ minOrder: 'lots' }, 'minOrder'],
      [{ maxOrder: '0' }, 'maxOrder'],
      [{ unavailableEmirates: ['muscat'] }, 'unavailableEmirates.0'],
      [{ refusalLimit: 0 }, 'refusalLimit'],
      [{ refusalLimit: 2.5 }, 'refusalLimit'],
      [{ minOrder: '500.00', maxOrder: '100.00' }, 'minOrder'],
    ] as const;
    for (const [rules, field] of bad) {
      const answer = await store.request('PUT', '/api/admin/cod-rules', { cookie: admin, body: { ...noRules, ...rules } });
      expect(answer.status, JSON.stringify(rules)).toBe(400);
      expect(answer.body.errors, JSON.stringify(rules)).toHaveProperty([field]);
    }
    expect(await store.eventCount()).toBe(before);
  });

  it('are for admins alone', async () => {
    const shopper = await store.customer();
    expect((await store.request('GET', '/api/admin/cod-rules', { cookie: shopper })).status).toBe(403);
    expect((await store.request('PUT', '/api/admin/cod-rules', { cookie: shopper, body: noRules })).status).toBe(403);
  });
});

describe('checkout under the rules', () => {
  it('refuses an order above the maximum with 409 cod_unavailable, in the order’s language, appending nothing', async () => {
    const shopper = await store.customer();
    await setRules({ maxOrder: '250.00' });
    const before = await store.eventCount();
    const refused = await place(shopper, 3);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cod_unavailable', reason: 'above_maximum', params: { maximum: '250.00', total: '315.00', difference: '65.00' } });
    expect(refused.body.message).toContain('AED 250.00');
    const arabic = await place(shopper, 3, { locale: 'ar' });
    expect(arabic.body.message).toMatch(/الدفع عند الاستلام/);
    expect(await store.eventCount()).toBe(before);
    expect((await place(shopper, 2)).status).toBe(201);
  });

  it('says so in the cart’s quote before she orders, for the emirate she chose, in her language', async () => {
    await setRules({ minOrder: '200.00', unavailableEmirates: ['fujairah'] });
    const low = await quote(undefined, 1, { locale: 'en' });
    expect(low.status).toBe(200);
    expect(low.body.cod).toEqual({
      available: false,
      reason: 'below_minimum',
      message: expect.stringContaining('Add AED 85.00 more'),
      params: { minimum: '200.00', total: '115.00', difference: '85.00' },
    });
    const closed = await quote(undefined, 3, { emirate: 'fujairah' });
    expect(closed.body.cod).toMatchObject({ available: false, reason: 'emirate_unavailable', params: { emirate: 'fujairah' } });
    expect(closed.body.cod.message).toContain('الفجيرة');
    const english = await store.request('POST', '/api/cart/quote', { body: { items: orderBody(3).items, emirate: 'fujairah' }, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.body.cod.message).toContain('Fujairah');
    expect((await quote(undefined, 3, { emirate: 'dubai' })).body.cod).toEqual({ available: true });
    expect((await quote(undefined, 3, { emirate: 'oman' })).status).toBe(400);
  });

  it('holds a new customer to her limit until one of her orders is delivered', async () => {
    const shopper = await store.customer();
    await setRules({ maxOrderNewCustomer: '300.00' });
    expect((await quote(shopper, 3)).body.cod).toMatchObject({ available: false, reason: 'new_customer_limit' });
    const refused = await place(shopper, 3);
    expect(refused.body).toMatchObject({ code: 'cod_unavailable', reason: 'new_customer_limit', params: { maximum: '300.00' } });
    const first = await place(shopper, 1);
    expect(first.status).toBe(201);
    await deliverOrRefuse(first.body.id, 'delivered');
    expect((await quote(shopper, 3)).body.cod).toEqual({ available: true });
    expect((await place(shopper, 3)).status).toBe(201);
  });

  it('counts refusals by account and by phone number, so a new account with the same number starts where the old one stopped', async () => {
    const first = await store.customer();
    // Another account that once ordered to the same number, before the refusal.
    const third = await store.customer();
    expect((await place(third, 1, { shippingPhone: '055-111-2233' })).status).toBe(201);
    const order = await place(first, 1, { shippingPhone: '0551112233' });
    await deliverOrRefuse(order.body.id, 'refused');
    await setRules({ refusalLimit: 1 });
    const again = await place(first, 1, { shippingPhone: '0559998877' });
    expect(again.body).toMatchObject({ code: 'cod_unavailable', reason: 'refusal_history', params: { refusals: 1, limit: 1 } });
    const second = await store.customer();
    const sameNumber = await place(second, 1, { shippingPhone: '+971 55 111 2233' });
    expect(sameNumber.status).toBe(409);
    expect(sameNumber.body.reason).toBe('refusal_history');
    expect((await quote(second, 1, { phone: '00971551112233' })).body.cod).toMatchObject({ available: false, reason: 'refusal_history' });
    expect((await place(second, 1, { shippingPhone: '0501231234' })).status).toBe(201);

    await store.settled();
    const firstId = await userIdOf(first);
    const listed = await store.request('GET', `/api/admin/customers?q=${encodeURIComponent((await store.request('GET', '/api/auth/me', { cookie: first })).body.email)}`, { cookie: admin });
    expect(listed.body[0]).toMatchObject({ id: firstId, refusals: 1, deliveredOrders: 0, codStatus: 'auto' });
    const refusal = { orderId: order.body.id, orderNumber: order.body.orderNumber, refusedAt: expect.any(String), phone: '+971551112233' };
    const own = await store.request('GET', `/api/admin/customers/${firstId}`, { cookie: admin });
    expect(own.body.refusalHistory).toEqual([{ ...refusal, via: 'account' }]);
    const atNumber = await store.request('GET', `/api/admin/customers/${await userIdOf(third)}`, { cookie: admin });
    expect(atNumber.body).toMatchObject({ refusals: 0, refusalHistory: [{ ...refusal, via: 'phone' }] });
  });
});

describe('staff decide', () => {
  it('block a shopper whatever the rules say, allow one past every rule, and go back to the rules', async () => {
    const shopper = await store.customer();
    const id = await userIdOf(shopper);
    const blocked = await store.request('PATCH', `/api/admin/customers/${id}/cod`, { cookie: admin, body: { status: 'blocked', note: 'Refused three parcels by phone' } });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ id, codStatus: 'blocked', codNote: 'Refused three parcels by phone', refusals: 0, deliveredOrders: 0 });
    expect((await place(shopper, 1)).body).toMatchObject({ code: 'cod_unavailable', reason: 'customer_blocked' });

    await setRules({ maxOrder: '50.00' });
    await store.request('PATCH', `/api/admin/customers/${id}/cod`, { cookie: admin, body: { status: 'allowed', note: null } });
    expect((await place(shopper, 3)).status).toBe(201);
    await store.request('PATCH', `/api/admin/customers/${id}/cod`, { cookie: admin, body: { status: 'auto', note: null } });
    expect((await place(shopper, 3)).body.reason).toBe('above_maximum');

    await store.settled();
    const page = await store.request('GET', `/api/admin/customers/${id}`, { cookie: admin });
    expect(page.body).toMatchObject({ codStatus: 'auto', codNote: null, refusalHistory: [] });
  });

  it('refuse an unknown account (404) and a status that is none of the three (400)', async () => {
    const unknown = await store.request('PATCH', `/api/admin/customers/${randomUUID()}/cod`, { cookie: admin, body: { status: 'blocked', note: null } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');
    const shopper = await store.customer();
    const bad = await store.request('PATCH', `/api/admin/customers/${await userIdOf(shopper)}/cod`, { cookie: admin, body: { status: 'never', note: null } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('status');
  });
});

describe('deliveries and refusals from before the store counted them', () => {
  it('are found in the log once, less those counted as they happened', async () => {
    expect((await store.db.pool.query(`select 1 from events where stream_id = 'cod-counts-from-log'`)).rowCount).toBe(1);
    // An order delivered and one refused, written as the store wrote them before it counted either.
    const userId = randomUUID();
    const [delivered, refused] = [randomUUID(), randomUUID()];
    const placed = (orderId: string, orderNumber: number) => ({
      type: 'OrderPlaced',
      data: {
        ...orderBody(1),
        orderId,
        orderNumber,
        userId,
        items: [{ itemId: randomUUID(), productId: product.id, variantId: product.variants[0]!.id, productNameEn: 'Abaya', productNameAr: 'عباية', variantSize: 'M', variantColor: null, quantity: 1, price: '100.00' }],
        subtotal: '100.00',
        discount: '0.00',
        deliveryFee: '0.00',
        codFee: '15.00',
        totalAmount: '115.00',
        emirate: null,
        coupon: null,
        paymentMethod: 'cod',
        shippingAddressLine2: null,
        deliveryNote: null,
        placedAt: '2026-01-05T10:00:00.000Z',
      },
    });
    await store.db.store.append(
      [
        {
          streamId: `order-${delivered}`,
          streamType: 'order',
          expectedVersion: 0,
          events: [placed(delivered, 900001), { type: 'OrderStatusChanged', data: { orderId: delivered, orderNumber: 900001, from: 'shipped', to: 'delivered', changedAt: '2026-01-07T10:00:00.000Z' } }],
        },
        {
          streamId: `order-${refused}`,
          streamType: 'order',
          expectedVersion: 0,
          events: [placed(refused, 900002), { type: 'OrderReturnStarted', data: { orderId: refused, orderNumber: 900002, reason: 'refused', at: '2026-01-08T10:00:00.000Z' } }],
        },
      ],
      { actor: systemActor, correlationId: randomUUID() },
    );
    const found = (await uncountedCodOutcomes(store.db.pool, store.db.store)).filter((row) => row.userId === userId);
    expect(found).toEqual([
      { kind: 'delivered', userId, orderId: delivered, orderNumber: 900001, phone: '+971 50 123 4567', at: '2026-01-07T10:00:00.000Z' },
      { kind: 'refused', userId, orderId: refused, orderNumber: 900002, phone: '+971 50 123 4567', at: '2026-01-08T10:00:00.000Z' },
    ]);
    // Orders delivered through the store today were counted as they happened: none of them is found.
    const counted = await store.db.pool.query<{ order_id: string }>(`select data->>'orderId' as order_id from events where type = 'CodDeliveryCounted'`);
    expect(counted.rowCount).toBeGreaterThan(0);
    const all = await uncountedCodOutcomes(store.db.pool, store.db.store);
    for (const row of counted.rows) expect(all.some((one) => one.orderId === row.order_id && one.kind === 'delivered')).toBe(false);
  });
});
