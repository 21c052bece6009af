import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EventStore, storeCatalogue } from '../../events/index.js';
import { rebuildProjections } from '../../projections/index.js';
import { shopperNotificationsProjection } from '../../projections/shopper-notifications/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { notificationsReadPayload, shopperNotificationPayload } from './schemas.js';
import { testVault } from '../../tests/support/database.js';

let store: TestStore;
let admin: string;
let product: FixtureProduct;
const sockets: Socket[] = [];

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '200.00', stock: 500 }] });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await store.stop();
});

async function place(cookie: string) {
  const response = await store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName: 'Noura',
      shippingPhone: '0501234567',
      shippingCity: 'Ajman',
      shippingAddressLine1: 'Tower 2',
    },
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; orderNumber: number; totalAmount: string };
}

const setStatus = async (orderId: string, status: string) =>
  expect((await store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status } })).status).toBe(200);

const list = (cookie: string, query = '') => store.request('GET', `/api/account/notifications${query}`, { cookie });
const unread = async (cookie: string) =>
  (await store.request('GET', '/api/account/notifications/unread-count', { cookie })).body.unread as number;

describe('shopper notifications', () => {
  it('answer 401 to a visitor on every route', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      store.request('GET', '/api/account/notifications'),
      store.request('GET', '/api/account/notifications/unread-count'),
      store.request('PATCH', `/api/account/notifications/${id}`, { body: { isRead: true } }),
      store.request('POST', '/api/account/notifications/read-all'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it('tell her of each status change of her order, as a kind with values, newest first', async () => {
    const shopper = await store.customer();
    const other = await store.customer();
    const order = await place(shopper);
    await place(other);
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'shipped');

    const response = await list(shopper);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.headers.get('x-unread-count')).toBe('2');
    expect(response.body).toEqual([
      {
        id: expect.any(String),
        kind: 'order-status',
        params: { orderId: order.id, orderNumber: order.orderNumber, status: 'shipped', totalAmount: order.totalAmount },
        isRead: false,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ kind: 'order-status', params: expect.objectContaining({ status: 'confirmed' }) }),
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/shipped\s|has been|تم/);
    expect((await list(other)).body).toEqual([]);
    expect(await unread(shopper)).toBe(2);

    const page = await list(shopper, '?limit=1');
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    expect((await store.request('GET', next!, { cookie: shopper })).body[0].params.status).toBe('confirmed');
  });

  it('mark one read, only hers: another shopper\'s notification answers 404 as a missing one, and stays unread', async () => {
    const shopper = await store.customer();
    const stranger = await store.customer();
    const order = await place(shopper);
    await setStatus(order.id, 'confirmed');
    const [notification] = (await list(shopper)).body;

    for (const id of [notification.id, randomUUID(), 'not-an-id']) {
      const answer = await store.request('PATCH', `/api/account/notifications/${id}`, { cookie: stranger, body: { isRead: true } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Notification not found', code: 'not_found' });
    }
    expect(await unread(shopper)).toBe(1);

    const refused = await store.request('PATCH', `/api/account/notifications/${notification.id}`, {
      cookie: shopper,
      body: { isRead: false },
    });
    expect(refused.status).toBe(400);
    expect(await unread(shopper)).toBe(1);

    const events = await store.eventCount();
    const marked = await store.request('PATCH', `/api/account/notifications/${notification.id}`, {
      cookie: shopper,
      body: { isRead: true },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: notification.id, isRead: true });
    expect(await unread(shopper)).toBe(0);
    expect((await list(shopper)).body[0].isRead).toBe(true);
    // Reading it again records nothing more.
    await store.request('PATCH', `/api/account/notifications/${notification.id}`, { cookie: shopper, body: { isRead: true } });
    expect(await store.eventCount()).toBe(events + 1);
  });

  it('mark all read marks only her own', async () => {
    const shopper = await store.customer();
    const other = await store.customer();
    const mine = await place(shopper);
    const theirs = await place(other);
    await setStatus(mine.id, 'confirmed');
    await setStatus(mine.id, 'packed');
    await setStatus(theirs.id, 'confirmed');

    const answer = await store.request('POST', '/api/account/notifications/read-all', { cookie: shopper });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ marked: 2, unread: 0 });
    expect((await list(shopper)).body.every((row: { isRead: boolean }) => row.isRead)).toBe(true);
    expect(await unread(other)).toBe(1);
  });

  it('survive a rebuild of the read model with their ids and read marks', async () => {
    const shopper = await store.customer();
    const order = await place(shopper);
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'packed');
    const before = (await list(shopper)).body;
    await store.request('PATCH', `/api/account/notifications/${before[1].id}`, { cookie: shopper, body: { isRead: true } });
    const expected = (await list(shopper)).body;

    const log = new EventStore(store.db.pool, storeCatalogue, testVault(store.db.pool));
    await rebuildProjections(store.db.pool, log, [shopperNotificationsProjection]);
    expect((await list(shopper)).body).toEqual(expected);
  });
});

function socketFor(cookie: string): Socket {
  const socket = connect(store.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && !check()) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('live updates to shoppers', () => {
  it('send her status change and notification to her sockets only, never to another shopper', async () => {
    const shopper = await store.customer();
    const other = await store.customer();
    const hers = socketFor(shopper);
    const theirs = socketFor(other);
    await Promise.all([connected(hers), connected(theirs)]);
    const heard: Array<[string, any]> = [];
    const heardByOther: string[] = [];
    hers.onAny((name, payload) => heard.push([name, payload]));
    theirs.onAny((name) => heardByOther.push(name));

    const order = await place(shopper);
    await setStatus(order.id, 'shipped');
    await until(() => heard.some(([name]) => name === 'account:notification'), 'her notification');
    await until(() => heard.some(([name]) => name === 'order:status-changed'), 'her status change');

    expect(heard.find(([name]) => name === 'order:status-changed')?.[1]).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'shipped',
      changedAt: expect.any(String),
    });
    expect(heard.find(([name]) => name === 'account:notification')?.[1]).toMatchObject({
      kind: 'order-status',
      params: { orderId: order.id, status: 'shipped' },
      isRead: false,
    });
    // Nothing of the back office's feed (new orders, figures, stock notices) reaches a shopper.
    expect(heard.map(([name]) => name).filter((name) => !['order:status-changed', 'account:notification'].includes(name))).toEqual([]);

    const [notification] = (await list(shopper)).body;
    await store.request('PATCH', `/api/account/notifications/${notification.id}`, { cookie: shopper, body: { isRead: true } });
    await until(() => heard.some(([name]) => name === 'account:notifications-read'), 'her read mark');

    // Her payloads are the module's contracts, no field more or less (parsing drops a field they do not name).
    const contracts: Record<string, z.ZodType> = { 'account:notification': shopperNotificationPayload, 'account:notifications-read': notificationsReadPayload };
    for (const [name, payload] of heard) expect(contracts[name]?.parse(payload) ?? payload, name).toEqual(payload);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByOther).toEqual([]);
  });
});
