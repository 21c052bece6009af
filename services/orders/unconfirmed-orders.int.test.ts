import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FoldCache, systemActor } from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { orderStreamId } from '../../events/orders.js';
import { createLogger } from '../../infra/logger.js';
import { until } from '../../tests/support/store-process.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { productForOrder } from './product-stock.decider.js';
import { cancelUnconfirmedOrders, unconfirmedOrdersQueue, unconfirmedOrdersSchedule, type UnconfirmedOrdersDeps } from './unconfirmed-orders.js';

/** The store's own cancellation of orders nobody confirmed in time (setting unconfirmedCancelHours, ADR 057). */

let store: TestStore;
let admin: string;
let shopper: string;
let product: { id: string; variants: Array<{ id: string }> };
let deps: UnconfirmedOrdersDeps;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  shopper = await store.customer();
  const category = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } });
  const created = await store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn: 'Linen Abaya',
      nameAr: 'عباية كتان',
      categoryId: category.body.id,
      status: 'active',
      variants: [{ size: 'M', color: 'Sand', price: '250.00', stock: 50 }],
      images: [{ url: 'https://images.example.com/a.jpg', isPrimary: true, position: 0 }],
    },
  });
  expect(created.status).toBe(201);
  product = created.body;
  deps = { store: store.db.store, pool: store.db.pool, products: new FoldCache(store.db.store, productForOrder), logger: createLogger('error') };
});

afterAll(async () => {
  await store?.stop();
});

async function placeOrder(): Promise<{ id: string; orderNumber: number }> {
  const response = await store.request('POST', '/api/orders', {
    cookie: shopper,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 2 }],
      shippingName: 'Noura Ali',
      shippingPhone: '+971 50 000 0000',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 4, Street 12',
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/**
 * An order placed `hoursAgo` hours ago: a copy of a real order's OrderPlaced under a new id and number with an
 * earlier placedAt, appended through the store (the store stamps every order it places with the present).
 */
async function placedHoursAgo(hoursAgo: number): Promise<{ id: string; orderNumber: number }> {
  const model = await placeOrder();
  const [placed] = await store.db.store.readStream(orderStreamId(model.id));
  const data = placed!.data as { items: object[] };
  const items = data.items.map((item) => ({ ...item, itemId: randomUUID() }));
  const id = randomUUID();
  const orderNumber = 900_000 + Math.floor(Math.random() * 99_999);
  const placedAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  await store.db.store.append(
    [
      {
        streamId: orderStreamId(id),
        streamType: 'order',
        expectedVersion: 0,
        events: [{ type: 'OrderPlaced', data: { ...data, items, orderId: id, orderNumber, placedAt } }],
      },
    ],
    { actor: systemActor, correlationId: `test-${id}` },
  );
  await until(async () => (await statusOf(id)) === 'placed', 10_000, 'the old order in the read model');
  return { id, orderNumber };
}

async function statusOf(orderId: string): Promise<string | undefined> {
  const result = await store.db.pool.query<{ status: string }>('select status from orders where id = $1', [orderId]);
  return result.rows[0]?.status;
}

async function cancellations(orderId: string) {
  const order = await store.db.store.readStream(orderStreamId(orderId));
  const product = await store.db.store.readStream(productStreamId(productId()));
  return {
    cancelled: order.filter((event) => event.type === 'OrderCancelled').map((event) => event.data),
    released: product.filter((event) => event.type === 'StockReleased' && (event.data as { orderId: string }).orderId === orderId),
  };
}
const productId = () => product.id;

describe('cancelling orders nobody confirmed in time', () => {
  it('is scheduled every minute on its own queue', async () => {
    const { rows } = await store.db.pool.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [unconfirmedOrdersQueue]);
    expect(rows).toEqual([{ cron: unconfirmedOrdersSchedule }]);
  });

  it('cancels nothing while the setting is 0, the default', async () => {
    const old = await placedHoursAgo(48);
    expect(await cancelUnconfirmedOrders(deps)).toBe(0);
    expect(await statusOf(old.id)).toBe('placed');
    expect((await cancellations(old.id)).cancelled).toEqual([]);
  });

  it('at 1 hour cancels an order placed 2 hours ago exactly once, even run twice at the same time, and not one placed now', async () => {
    const setting = await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'unconfirmedCancelHours', value: 1 } });
    expect(setting.status, setting.text).toBe(200);
    await store.settled();
    const old = await placedHoursAgo(2);
    const fresh = await placeOrder();
    await store.settled();

    // Two runs at once (the store's own scheduled run may join them): between them all, it is cancelled once.
    await Promise.all([cancelUnconfirmedOrders(deps), cancelUnconfirmedOrders(deps)]);
    const { cancelled, released } = await cancellations(old.id);
    expect(cancelled).toEqual([expect.objectContaining({ reason: 'unconfirmed', by: 'system', from: 'placed', note: null })]);
    expect(released).toHaveLength(1);
    expect(released[0]!.data).toMatchObject({ quantity: 2, reason: 'order_cancelled' });
    expect(released[0]!.metadata.actor).toEqual(systemActor);
    await until(async () => (await statusOf(old.id)) === 'cancelled', 10_000, 'the read model to show it cancelled');

    // Run again: nothing more.
    expect(await cancelUnconfirmedOrders(deps)).toBe(0);
    expect((await cancellations(old.id)).cancelled).toHaveLength(1);
    expect((await cancellations(fresh.id)).cancelled).toEqual([]);
    expect(await statusOf(fresh.id)).toBe('placed');
  });

  it('leaves alone an old order confirmed meanwhile', async () => {
    const old = await placedHoursAgo(3);
    const confirmed = await store.request('PATCH', `/api/orders/${old.id}/status`, { cookie: admin, body: { status: 'confirmed' } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await cancelUnconfirmedOrders(deps)).toBe(0);
    expect((await cancellations(old.id)).cancelled).toEqual([]);
  });
});
