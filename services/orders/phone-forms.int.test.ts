import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCatalogue, systemActor } from '../../events/index.js';
import { rebuildProjection } from '../../projections/index.js';
import { addressesProjection } from '../../projections/addresses/index.js';
import { ordersProjection } from '../../projections/orders/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { testVault } from '../../tests/support/database.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * A phone is kept in one form, E.164, however it was typed: so the back office finds an order by its number written
 * any way, and orders placed before (their events keep the number as typed) read the same after an upcast, live
 * and in a rebuild inside the database alike.
 */

let store: TestStore;
let admin: string;
let shopper: string;
let shopperId: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  shopper = await store.customer();
  shopperId = (await store.request('GET', '/api/auth/me', { cookie: shopper })).body.id;
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '80.00', stock: 50 }] });
});
afterAll(() => store.stop());

const place = (shippingPhone: string, shippingName = 'Maryam Saeed') =>
  store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName,
      shippingPhone,
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
    },
  });

const search = async (q: string) =>
  ((await store.request('GET', `/api/admin/orders?q=${encodeURIComponent(q)}`, { cookie: admin })).body as { id: string }[]).map(
    (order) => order.id,
  );

const phoneInReadModel = async (orderId: string) =>
  (await store.db.pool.query<{ shipping_phone: string }>('select shipping_phone from orders where id = $1', [orderId])).rows[0]
    ?.shipping_phone;

/** Stores an event as an older version of its type wrote it: sealed like any, at that schema version. */
async function appendAsStored(
  streamId: string,
  streamType: string,
  type: string,
  schemaVersion: number,
  data: Record<string, unknown>,
): Promise<void> {
  const fields = storeCatalogue.definition(type).personal!;
  const last = await store.db.pool.query<{ version: number }>(
    'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
    [streamId],
  );
  const streamVersion = last.rows[0]!.version + 1;
  const sealed = await testVault(store.db.pool).seal(type, streamId, data, fields, { streamPerson: shopperId });
  await store.db.pool.query(
    `insert into events (stream_id, stream_type, stream_version, type, schema_version, data, metadata)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [streamId, streamType, streamVersion, type, schemaVersion, sealed, { actor: systemActor, correlationId: randomUUID() }],
  );
}

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not reach the read model`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('phones in one form', () => {
  it('keeps an order placed with Arabic-Indic digits as +971501234567, found by the number written any way', async () => {
    const placed = await place('٠٥٠١٢٣٤٥٦٧', 'Phone Forms Shopper');
    expect(placed.status).toBe(201);
    expect(placed.body.shippingPhone).toBe('+971501234567');
    await store.settled();
    expect(await phoneInReadModel(placed.body.id)).toBe('+971501234567');
    const stream = await store.db.store.readStream(`order-${placed.body.id}`);
    expect(stream[0]!.data).toMatchObject({ shippingPhone: '+971501234567' });
    for (const typed of ['0501234567', '+971501234567', '+971 50 123 4567', '٠٥٠١٢٣٤٥٦٧', '501234567', '00971 50 123 4567']) {
      expect(await search(typed), typed).toContain(placed.body.id);
    }
    const shown = await store.request('GET', `/api/admin/orders/${placed.body.id}`, { cookie: admin });
    expect(shown.body.shippingPhone).toBe('+971501234567');
    // Her page in the back office lists the number her latest order went to first.
    const customer = await store.request('GET', `/api/admin/customers/${shopperId}`, { cookie: admin });
    expect(customer.body.phones).toEqual(['+971501234567']);
  });

  it('keeps a saved address and a changed order address in E.164 too', async () => {
    const saved = await store.request('POST', '/api/account/addresses', {
      cookie: shopper,
      body: { name: 'Maryam Saeed', phone: '055-111-2222', city: 'dubai', addressLine1: 'Villa 12' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.phone).toBe('+971551112222');
    const placed = await place('0501234567');
    const changed = await store.request('PATCH', `/api/account/orders/${placed.body.id}/address`, {
      cookie: shopper,
      body: { shippingName: 'Maryam Saeed', shippingPhone: '۰۴ ۱۲۳ ۴۵۶۷', shippingCity: 'Dubai', shippingAddressLine1: 'Villa 12' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await store.settled();
    expect(await phoneInReadModel(placed.body.id)).toBe('+97141234567');
  });

  it('reads orders and addresses stored with a phone as typed in E.164, live and after rebuilds', async () => {
    const placedId = randomUUID();
    const movedId = randomUUID();
    const addressId = randomUUID();
    const order = (orderId: string, orderNumber: number, shippingPhone: string) => ({
      orderId, orderNumber, userId: shopperId,
      items: [{
        itemId: randomUUID(), productId: product.id, variantId: product.variants[0]!.id, productNameEn: 'Abaya',
        productNameAr: 'عباية', variantSize: 'M', variantColor: null, quantity: 1, price: '80.00',
      }],
      subtotal: '80.00', discount: '0.00', deliveryFee: '0.00', codFee: '0.00', totalAmount: '80.00', emirate: 'dubai',
      coupon: null, paymentMethod: 'cod', shippingName: 'Old Order', shippingPhone, shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 1', shippingAddressLine2: null, deliveryNote: null, placedAt: '2026-01-05T10:00:00.000Z',
      locale: 'ar', storeCreditUsed: '0.00', exchangeOf: null,
    });
    const typedAddress = (shippingPhone: string) => ({
      shippingName: 'Old Order', shippingPhone, shippingCity: 'Dubai', shippingAddressLine1: 'Villa 1', shippingAddressLine2: null, deliveryNote: null,
    });
    await appendAsStored(`order-${placedId}`, 'order', 'OrderPlaced', 4, order(placedId, 900_001, '050 123 4567'));
    await appendAsStored(`order-${movedId}`, 'order', 'OrderPlaced', 4, order(movedId, 900_002, '0501112222'));
    await appendAsStored(`order-${movedId}`, 'order', 'OrderAddressChanged', 1, {
      orderId: movedId, orderNumber: 900_002, before: typedAddress('0501112222'), after: typedAddress('04-123-4567'), changedAt: '2026-01-05T11:00:00.000Z',
    });
    await appendAsStored(`address-book-${shopperId}`, 'address-book', 'AddressSaved', 1, {
      userId: shopperId, addressId, name: 'Old Address', phone: '00971 50 123 4567', city: 'dubai', addressLine1: 'Villa 1',
      addressLine2: null, savedAt: '2026-01-05T10:00:00.000Z',
    });
    // A write of the store's own wakes the read models, which then read the events stored above too.
    expect((await place('0509990000')).status).toBe(201);
    await store.settled();

    const addressPhone = async () =>
      (await store.db.pool.query<{ phone: string }>('select phone from addresses where id = $1', [addressId])).rows[0]?.phone;
    // Applied live, in Node.
    expect(await waitFor(() => phoneInReadModel(placedId), 'the old order')).toBe('+971501234567');
    expect(await waitFor(() => phoneInReadModel(movedId), 'the moved order')).toBe('+97141234567');
    expect(await waitFor(addressPhone, 'the old address')).toBe('+971501234567');
    const stream = await store.db.store.readStream(`order-${placedId}`);
    expect(stream[0]!.data).toMatchObject({ shippingPhone: '+971501234567' });
    expect(await search('0501234567')).toContain(placedId);

    // Rebuilt inside the database (the opened fields lifted as they are written for the statements), and in Node.
    for (const inDatabase of [true, false]) {
      const rebuilt = await rebuildProjection(store.db.pool, store.db.store, ordersProjection, { inDatabase });
      expect(rebuilt.matches, `inDatabase: ${inDatabase}`).toBe(true);
      expect(await phoneInReadModel(placedId)).toBe('+971501234567');
      expect(await phoneInReadModel(movedId)).toBe('+97141234567');
    }
    expect((await rebuildProjection(store.db.pool, store.db.store, addressesProjection)).matches).toBe(true);
    expect(await addressPhone()).toBe('+971501234567');
  });
});
