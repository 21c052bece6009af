import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/*
 * What a copy of the database shows of a shopper (ADR 068): her email, name, phone and address are nowhere in the
 * event log as stored, not in an event's data, its metadata or a stream's name, while the store shows them to her
 * and to staff as she gave them.
 */

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.stop());

describe('personal data at rest', () => {
  it('is in no row of the events table, and reads back whole through the store', async () => {
    const admin = await store.login();
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 5 }] });
    const email = 'fatima.rest@example.com';
    const shopper = await store.customer(email);
    const renamed = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name: 'Fatima Al Rest' } });
    expect(renamed.status, renamed.text).toBe(200);
    const saved = await store.request('POST', '/api/account/addresses', {
      cookie: shopper,
      body: { name: 'Fatima Al Rest', phone: '+971 55 765 4321', city: 'sharjah', addressLine1: 'Tower 7, Flat 1204', addressLine2: null },
    });
    expect(saved.status, saved.text).toBe(201);
    const placed = await store.request('POST', '/api/orders', {
      cookie: shopper,
      body: {
        items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
        shippingName: 'Fatima Al Rest',
        shippingPhone: '+971 55 765 4321',
        shippingCity: 'Sharjah',
        shippingAddressLine1: 'Tower 7, Flat 1204',
        deliveryNote: 'Ring twice, ask for Fatima',
      },
    });
    expect(placed.status, placed.text).toBe(201);

    const rows = await store.db.pool.query<{ row: string }>('select e::text as row from events e');
    const log = rows.rows.map((row) => row.row).join('\n');
    for (const secret of [email, 'Fatima', '765 4321', '7654321', 'Tower 7', 'Ring twice']) expect(log, secret).not.toContain(secret);
    const streams = await store.db.pool.query<{ stream_id: string }>(`select stream_id from events where stream_id like '%@%'`);
    expect(streams.rows).toEqual([]);

    const order = await store.request('GET', `/api/account/orders/${placed.body.id}`, { cookie: shopper });
    expect(order.body).toMatchObject({ shippingName: 'Fatima Al Rest', shippingAddressLine1: 'Tower 7, Flat 1204', deliveryNote: 'Ring twice, ask for Fatima' });
    const seen = await store.request('GET', `/api/admin/orders/${placed.body.id}`, { cookie: admin });
    expect(seen.body).toMatchObject({ shippingName: 'Fatima Al Rest' });
    const me = await store.request('GET', '/api/auth/me', { cookie: shopper });
    expect(me.body).toMatchObject({ email, name: 'Fatima Al Rest' });
  });
});
