import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, testAdmin, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let shopper: string;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer();
});
afterAll(() => store.stop());

const adjustments = (product: FixtureProduct) => `/api/admin/products/${product.id}/stock-adjustments`;
const history = (product: FixtureProduct, query = '') => `/api/admin/products/${product.id}/stock-history${query}`;
const adjust = (product: FixtureProduct, body: object) => store.request('POST', adjustments(product), { cookie: admin, body });

async function stockOf(product: FixtureProduct, variantIndex: number): Promise<number> {
  const found = await store.request('GET', `/api/admin/products/${product.id}`, { cookie: admin });
  return found.body.variants.find((variant: { id: string }) => variant.id === product.variants[variantIndex]!.id).stock;
}

const order = (product: FixtureProduct, quantity: number) =>
  store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity }],
      shippingName: 'Maryam Saeed',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
    },
  });

const twoSizes = () => createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 3 }, { size: 'L', price: '100.00', stock: 0 }] });

describe('stock ledger: permissions', () => {
  it('answers visitors 401 and customers 403 on every stock route, writing nothing', async () => {
    const product = await twoSizes();
    const body = { variantId: product.variants[0]!.id, change: 5, reason: 'received' };
    const before = await store.eventCount();
    for (const cookie of [undefined, shopper]) {
      expect((await store.request('POST', adjustments(product), { cookie, body })).status).toBe(cookie ? 403 : 401);
      expect((await store.request('GET', history(product), { cookie })).status).toBe(cookie ? 403 : 401);
      expect((await store.request('GET', '/api/admin/low-stock', { cookie })).status).toBe(cookie ? 403 : 401);
    }
    expect(await store.eventCount()).toBe(before);
  });
});

describe('stock ledger: adjustments', () => {
  it('moves a variant by the change with its reason, recording the acting admin', async () => {
    const product = await twoSizes();
    const received = await adjust(product, { variantId: product.variants[1]!.id, change: 12, reason: 'received', note: ' Delivery 14 ' });
    expect(received.status, received.text).toBe(201);
    expect(received.body).toMatchObject({ variantId: product.variants[1]!.id, change: 12, stock: 12, reason: 'received', note: 'Delivery 14' });
    expect(await stockOf(product, 1)).toBe(12);
    const damaged = await adjust(product, { variantId: product.variants[1]!.id, change: -2, reason: 'damaged' });
    expect(damaged.body.stock).toBe(10);
    expect(await stockOf(product, 1)).toBe(10);

    const { rows } = await store.db.pool.query<{ data: { adjustedBy: string }; metadata: { actor: { id: string; email: string } } }>(
      `select data, metadata from events where type = 'StockAdjustmentMade' and stream_id = $1 order by stream_version`,
      [`product-${product.id}`],
    );
    const adminUser = await store.db.pool.query<{ id: string }>('select id from users where email = $1', [testAdmin.email]);
    expect(rows.map((row) => row.data.adjustedBy)).toEqual([adminUser.rows[0]!.id, adminUser.rows[0]!.id]);
    // By id and role only (ADR 068); the ledger's answer names the admin by the email the users read model has.
    expect(rows[0]!.metadata.actor).toEqual({ id: adminUser.rows[0]!.id, role: 'admin' });
  });

  it('refuses with 409 a change that would take stock below 0, and writes nothing', async () => {
    const product = await twoSizes();
    const before = await store.eventCount();
    const refused = await adjust(product, { variantId: product.variants[0]!.id, change: -4, reason: 'damaged' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'stock_below_zero', params: { stock: 3, change: -4 } });
    expect(await store.eventCount()).toBe(before);
    expect(await stockOf(product, 0)).toBe(3);
    // Down to exactly 0 is fine.
    expect((await adjust(product, { variantId: product.variants[0]!.id, change: -3, reason: 'damaged' })).status).toBe(201);
  });

  it('refuses bad requests with 400 and unknown products or variants with 404, writing nothing', async () => {
    const product = await twoSizes();
    const variantId = product.variants[0]!.id;
    const before = await store.eventCount();
    for (const body of [
      { variantId, change: 0, reason: 'received' },
      { variantId, change: 1.5, reason: 'received' },
      { variantId, change: '3', reason: 'received' },
      { variantId, change: 3, reason: 'stolen' },
      { variantId, change: 3 },
      { change: 3, reason: 'received' },
      { variantId, change: 3, reason: 'received', note: 'x'.repeat(501) },
    ]) {
      const response = await adjust(product, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust(product, { variantId: randomUUID(), change: 3, reason: 'received' })).status).toBe(404);
    const missing = { ...product, id: randomUUID() };
    expect((await adjust(missing, { variantId, change: 3, reason: 'received' })).status).toBe(404);
    expect((await store.request('GET', history(missing), { cookie: admin })).status).toBe(404);
    expect(await store.eventCount()).toBe(before);
  });
});

describe('stock ledger: history', () => {
  it('lists every movement newest first, from opening stock through orders, deletions, adjustments and form corrections, paged', async () => {
    const product = await twoSizes();
    const placed = await order(product, 2);
    expect(placed.status, placed.text).toBe(201);
    expect((await store.request('DELETE', `/api/admin/orders/${placed.body.id}`, { cookie: admin })).status).toBe(204);
    await adjust(product, { variantId: product.variants[0]!.id, change: 4, reason: 'returned', note: 'Parcel came back' });
    const current = await store.request('GET', `/api/admin/products/${product.id}`, { cookie: admin });
    const form = {
      ...current.body,
      variants: current.body.variants.map((variant: { stock: number }, index: number) => ({ ...variant, stock: index === 0 ? 5 : variant.stock })),
    };
    expect((await store.request('PATCH', `/api/admin/products/${product.id}`, { cookie: admin, body: form })).status).toBe(200);

    const first = await store.request('GET', history(product, '?limit=3'), { cookie: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('5');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.get('link')))![1]!;
    const second = await store.request('GET', next, { cookie: admin });
    expect(second.headers.get('link')).toBeNull();
    const entries = [...first.body, ...second.body];
    const m = product.variants[0]!.id;
    expect(entries.map(({ variantId, change, stock, reason, note }) => ({ variantId, change, stock, reason, note }))).toEqual([
      { variantId: m, change: -2, stock: 5, reason: 'correction', note: null },
      { variantId: m, change: 4, stock: 7, reason: 'returned', note: 'Parcel came back' },
      { variantId: m, change: 2, stock: 3, reason: 'order_deleted', note: null },
      { variantId: m, change: -2, stock: 1, reason: 'order_placed', note: null },
      { variantId: m, change: 3, stock: 3, reason: 'opening', note: null },
    ]);
    expect(entries[2].orderNumber).toBe(placed.body.orderNumber);
    expect(entries[3].orderNumber).toBe(placed.body.orderNumber);
    expect(entries[3].actor.role).toBe('customer');
    expect(entries[1].actor.email).toBe(testAdmin.email);
    expect(entries[0]).toMatchObject({ size: 'M', color: null });
    expect(new Date(entries[0].at).getTime()).toBeGreaterThanOrEqual(new Date(entries[1].at).getTime());
    expect(await stockOf(product, 0)).toBe(5);
  });
});

describe('low stock now', () => {
  it('lists every variant below 5 units as it stands now, fewest first, whatever moved it there, paged', async () => {
    const product = await createProduct(store, admin, {
      nameEn: `Aaa Low ${randomUUID().slice(0, 6)}`,
      variants: [
        { size: 'S', price: '10.00', stock: 0 },
        { size: 'M', price: '10.00', stock: 4 },
        { size: 'L', price: '10.00', stock: 5 },
      ],
    });
    const listed = async () => {
      const all = [];
      for (let path: string | null = '/api/admin/low-stock?limit=2'; path; ) {
        const page = await store.request('GET', path, { cookie: admin });
        expect(page.status).toBe(200);
        all.push(...page.body);
        path = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? null;
      }
      return all.filter((row: { productId: string }) => row.productId === product.id);
    };
    expect((await listed()).map((row: { size: string; stock: number }) => [row.size, row.stock])).toEqual([['S', 0], ['M', 4]]);
    expect((await listed())[0]).toMatchObject({ productNameEn: product.nameEn, productNameAr: expect.stringContaining('عباية') });

    await adjust(product, { variantId: product.variants[0]!.id, change: 9, reason: 'received' });
    await adjust(product, { variantId: product.variants[2]!.id, change: -2, reason: 'damaged' });
    expect((await listed()).map((row: { size: string; stock: number }) => [row.size, row.stock])).toEqual([['L', 3], ['M', 4]]);
  });
});

describe('notices in the admin’s language', () => {
  it('records a crossing with its kind and the names in both languages', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', color: 'Black', price: '10.00', stock: 5 }] });
    expect((await order(product, 5)).status).toBe(201);
    let notice;
    for (let tries = 0; tries < 100 && !notice; tries++) {
      const notices = await store.request('GET', '/api/admin/notifications', { cookie: admin });
      notice = notices.body.find((one: { productId: string }) => one.productId === product.id);
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(notice).toMatchObject({
      kind: 'out-of-stock',
      stock: 0,
      params: { productNameEn: product.nameEn, productNameAr: expect.stringContaining('عباية'), variant: 'M, Black' },
      message: `${product.nameEn} (M, Black) is out of stock`,
    });
  });

  it('reads the English sentences older notices stored back into kinds and parameters', async () => {
    const notificationId = randomUUID();
    await store.db.pool.query(
      `insert into events (stream_id, stream_type, stream_version, type, schema_version, data) values ($1, 'notification', 1, 'AdminNotified', 1, $2)`,
      [
        `notification-${notificationId}`,
        JSON.stringify({
          notificationId,
          kind: 'low-stock',
          message: 'Low stock: only 3 left of Linen Kaftan (L, Sand)',
          productId: randomUUID(),
          variantId: randomUUID(),
          stock: 3,
          notifiedAt: new Date().toISOString(),
        }),
      ],
    );
    let notice;
    for (let tries = 0; tries < 100 && !notice; tries++) {
      const notices = await store.request('GET', '/api/admin/notifications', { cookie: admin });
      notice = notices.body.find((one: { id: string }) => one.id === notificationId);
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(notice).toMatchObject({
      kind: 'low-stock',
      stock: 3,
      params: { productNameEn: 'Linen Kaftan', productNameAr: 'Linen Kaftan', variant: 'L, Sand' },
    });
  });
});
