import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, testAdmin, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let shopper: string;
let product: FixtureProduct;

const codFee = '15.00';
const emirates = ['abu-dhabi', 'dubai', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah'];
const defaultZones = emirates.map((emirate) => ({ emirate, fee: '0.00', etaDays: [1, 3] }));

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer();
  expect((await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: codFee } })).status).toBe(200);
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 1000 }] });
});
afterAll(() => store.stop());

const lines = (quantity: number) => [{ productId: product.id, variantId: product.variants[0]!.id, quantity }];
const quote = (quantity: number, extra: Record<string, unknown> = {}) =>
  store.request('POST', '/api/cart/quote', { body: { items: lines(quantity), ...extra } });
const place = (quantity: number, shippingCity: string, extra: Record<string, unknown> = {}) =>
  store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: lines(quantity),
      shippingName: 'Maryam Saeed',
      shippingPhone: '+971 50 123 4567',
      shippingCity,
      shippingAddressLine1: 'Villa 12, Street 5',
      ...extra,
    },
  });

/**
 * Checkout trusts the delivery terms it last read for a second (ADR 066, like the COD fee of ADR 051): an order placed
 * within a second of a change may still be priced on the terms before it. Orders after a change wait that out.
 */
const checkoutTrust = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** Sets the terms; when that changed them, waits until checkout no longer trusts the terms before (`checkoutTrust`). */
const setTerms = async (body: unknown) => {
  const asked = Date.now();
  const answer = await store.request('PUT', '/api/admin/delivery', { cookie: admin, body });
  expect(answer.status, answer.text).toBe(200);
  if (Date.parse(answer.body.changedAt) >= asked) await checkoutTrust();
  return answer.body;
};
const termsChanges = async () =>
  (await store.db.pool.query<{ n: number }>(`select count(*)::int as n from events where type = 'DeliveryTermsChanged'`)).rows[0]!.n;

const sharjahTerms = { zones: [{ emirate: 'sharjah', fee: '15.00', etaDays: [1, 2] }], freeDeliveryOver: '500.00' };

describe('delivery terms', () => {
  // Runs first: the store has never had terms set.
  it('are none until set: free delivery in one to three days to every emirate, and orders cost what they did', async () => {
    const shown = await store.request('GET', '/api/delivery');
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ zones: defaultZones, freeDeliveryOver: null });
    expect((await store.request('GET', '/api/admin/delivery', { cookie: admin })).body).toEqual({ zones: defaultZones, freeDeliveryOver: null, changedAt: null });

    const quoted = await quote(2, { emirate: 'dubai' });
    expect(quoted.body).toMatchObject({
      subtotal: '200.00',
      discount: '0.00',
      deliveryFee: '0.00',
      codFee,
      totalAmount: '215.00',
      freeDeliveryRemaining: null,
      delivery: { emirate: 'dubai', etaDays: [1, 3] },
      coupon: null,
    });
    expect((await quote(2)).body).toMatchObject({ deliveryFee: '0.00', totalAmount: '215.00', delivery: { emirate: null, etaDays: null } });
    const placed = await place(2, 'Dubai');
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ subtotal: '200.00', discount: '0.00', deliveryFee: '0.00', codFee, totalAmount: '215.00', coupon: null });
  });

  it('are set by an admin and charged to the order’s emirate, whichever language names it', async () => {
    const set = await setTerms(sharjahTerms);
    const zones = defaultZones.map((zone) => (zone.emirate === 'sharjah' ? { emirate: 'sharjah', fee: '15.00', etaDays: [1, 2] } : zone));
    expect(set).toEqual({ zones, freeDeliveryOver: '500.00', changedAt: expect.any(String) });
    expect((await store.request('GET', '/api/admin/delivery', { cookie: admin })).body).toEqual(set);
    expect((await store.request('GET', '/api/delivery')).body).toEqual({ zones, freeDeliveryOver: '500.00' });

    const quoted = await quote(1, { emirate: 'sharjah' });
    expect(quoted.body).toMatchObject({
      subtotal: '100.00',
      deliveryFee: '15.00',
      codFee,
      totalAmount: '130.00',
      freeDeliveryRemaining: '400.00',
      delivery: { emirate: 'sharjah', etaDays: [1, 2] },
    });
    expect((await quote(1, { emirate: 'dubai' })).body).toMatchObject({ deliveryFee: '0.00', totalAmount: '115.00', delivery: { emirate: 'dubai', etaDays: [1, 3] } });
    // Not knowing where it goes, the quote never shows less than delivery may cost.
    expect((await quote(1)).body).toMatchObject({ deliveryFee: '15.00', totalAmount: '130.00', freeDeliveryRemaining: '400.00', delivery: { emirate: null, etaDays: null } });

    for (const city of ['Sharjah', 'الشارقة']) {
      const placed = await place(1, city);
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body, city).toMatchObject({ subtotal: '100.00', deliveryFee: '15.00', codFee, totalAmount: '130.00' });
    }
    expect((await place(1, 'Dubai')).body).toMatchObject({ deliveryFee: '0.00', totalAmount: '115.00' });
  });

  it('make delivery free from the threshold on, counted on the goods after a discount', async () => {
    await setTerms(sharjahTerms);
    const reached = await quote(5, { emirate: 'sharjah' });
    expect(reached.body).toMatchObject({ subtotal: '500.00', deliveryFee: '0.00', freeDeliveryRemaining: '0.00', totalAmount: '515.00' });
    const placed = await place(5, 'Sharjah');
    expect(placed.body).toMatchObject({ subtotal: '500.00', deliveryFee: '0.00', totalAmount: '515.00' });

    const code = `TEN-${randomBytes(3).toString('hex').toUpperCase()}`;
    expect((await store.request('POST', '/api/admin/coupons', { cookie: admin, body: { code, kind: 'percent', value: '10.00' } })).status).toBe(201);
    // 500.00 less 10 % is 450.00: below the threshold again.
    const below = await quote(5, { emirate: 'sharjah', couponCode: code });
    expect(below.body).toMatchObject({ subtotal: '500.00', discount: '50.00', deliveryFee: '15.00', freeDeliveryRemaining: '50.00', totalAmount: '480.00' });
    const belowOrder = await place(5, 'Sharjah', { couponCode: code });
    expect(belowOrder.body).toMatchObject({ subtotal: '500.00', discount: '50.00', deliveryFee: '15.00', totalAmount: '480.00' });
    // 600.00 less 10 % is 540.00: free.
    const above = await quote(6, { emirate: 'sharjah', couponCode: code });
    expect(above.body).toMatchObject({ subtotal: '600.00', discount: '60.00', deliveryFee: '0.00', freeDeliveryRemaining: '0.00', totalAmount: '555.00' });
    expect((await place(6, 'Sharjah', { couponCode: code })).body).toMatchObject({ discount: '60.00', deliveryFee: '0.00', totalAmount: '555.00' });
  });

  it('once changed, leave the orders placed before with the amounts they were placed with', async () => {
    await setTerms(sharjahTerms);
    const placed = await place(1, 'Sharjah');
    expect(placed.body).toMatchObject({ deliveryFee: '15.00', totalAmount: '130.00' });
    const before = (await store.request('GET', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).body;

    await setTerms({ zones: [{ emirate: 'sharjah', fee: '25.00', etaDays: [2, 4] }], freeDeliveryOver: null });
    expect((await quote(1, { emirate: 'sharjah' })).body).toMatchObject({ deliveryFee: '25.00', totalAmount: '140.00', freeDeliveryRemaining: null });

    const after = (await store.request('GET', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).body;
    expect(after).toMatchObject({ subtotal: '100.00', discount: '0.00', deliveryFee: '15.00', codFee, totalAmount: '130.00' });
    expect(after.totalAmount).toBe(before.totalAmount);
    const hers = (await store.request('GET', `/api/account/orders/${placed.body.id}`, { cookie: shopper })).body;
    expect(hers).toMatchObject({ deliveryFee: '15.00', totalAmount: '130.00' });
    // A staff change of the order (its status) keeps them too.
    const packed = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'packed' } });
    expect(packed.status, packed.text).toBe(200);
    expect(packed.body).toMatchObject({ deliveryFee: '15.00', totalAmount: '130.00' });
  });

  it('refuse bad terms with 400 invalid_delivery and the field at fault, and change nothing', async () => {
    await setTerms(sharjahTerms);
    const before = (await store.request('GET', '/api/admin/delivery', { cookie: admin })).body;
    const changes = await termsChanges();
    const zone = { emirate: 'dubai', fee: '10.00', etaDays: [1, 2] };
    const bad: Array<[unknown, RegExp]> = [
      [{ zones: [zone, { ...zone, fee: '12.00' }], freeDeliveryOver: null }, /^zones\.1\.emirate$/],
      [{ zones: [{ ...zone, fee: 'abc' }], freeDeliveryOver: null }, /^zones\.0\.fee$/],
      [{ zones: [{ ...zone, fee: '-5.00' }], freeDeliveryOver: null }, /^zones\.0\.fee$/],
      [{ zones: [{ ...zone, etaDays: [3, 1] }], freeDeliveryOver: null }, /^zones\.0\.etaDays/],
      [{ zones: [{ ...zone, etaDays: [1, 61] }], freeDeliveryOver: null }, /^zones\.0\.etaDays/],
      [{ zones: [{ ...zone, emirate: 'muscat' }], freeDeliveryOver: null }, /^zones\.0\.emirate$/],
      [{ zones: [zone], freeDeliveryOver: '0' }, /^freeDeliveryOver$/],
      [{ zones: [zone], freeDeliveryOver: 'plenty' }, /^freeDeliveryOver$/],
    ];
    for (const [body, field] of bad) {
      const answer = await store.request('PUT', '/api/admin/delivery', { cookie: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code, JSON.stringify(body)).toBe('invalid_delivery');
      expect(answer.body.message).toEqual(expect.any(String));
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContainEqual(expect.stringMatching(field));
    }
    expect(await termsChanges()).toBe(changes);
    expect((await store.request('GET', '/api/admin/delivery', { cookie: admin })).body).toEqual(before);
    expect((await quote(1, { emirate: 'sharjah' })).body).toMatchObject({ deliveryFee: '15.00' });
    // The same terms again change nothing either.
    expect(await setTerms(sharjahTerms)).toEqual(before);
    expect(await termsChanges()).toBe(changes);
  });

  it('are set by admins alone, and read by anyone', async () => {
    const changes = await termsChanges();
    expect((await store.request('GET', '/api/admin/delivery', { cookie: shopper })).status).toBe(403);
    expect((await store.request('PUT', '/api/admin/delivery', { cookie: shopper, body: { zones: [], freeDeliveryOver: null } })).status).toBe(403);
    expect((await store.request('PUT', '/api/admin/delivery', { body: { zones: [], freeDeliveryOver: null } })).status).toBe(401);
    expect(await termsChanges()).toBe(changes);
    expect((await store.request('GET', '/api/delivery', { cookie: shopper })).status).toBe(200);
  });

  it('are in the auditor’s log, each change with the admin who made it', async () => {
    await setTerms({ zones: [{ emirate: 'fujairah', fee: '30.00', etaDays: [2, 5] }], freeDeliveryOver: '750.00' });
    const adminId = (await store.request('GET', '/api/auth/me', { cookie: admin })).body.id;
    const auditor = await auditorSession();
    const log = await store.request('GET', '/api/audit/events?type=DeliveryTermsChanged', { cookie: auditor });
    expect(log.status, log.text).toBe(200);
    expect(log.body.length).toBe(await termsChanges());
    expect(log.body[0]).toMatchObject({
      type: 'DeliveryTermsChanged',
      entity: { id: 'delivery' },
      actor: { id: adminId, email: testAdmin.email, role: 'admin' },
      summary: { kind: 'DeliveryTermsChanged', params: { zones: 7, freeDeliveryOver: '750.00' } },
    });
  });
});

/** A signed-in auditor: a shopper an admin made one. */
async function auditorSession(): Promise<string> {
  const email = `auditor-${randomUUID().slice(0, 8)}@example.com`;
  const session = await store.customer(email);
  const userId = (await store.request('GET', '/api/auth/me', { cookie: session })).body.id;
  const made = await store.request('PATCH', `/api/admin/users/${userId}/role`, { cookie: admin, body: { role: 'auditor' } });
  expect(made.status, made.text).toBe(200);
  return store.login(email, 'secret1');
}
