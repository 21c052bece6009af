import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orderDeletedPayload, orderPlacedPayload, orderStatusChangedPayload, statsPayload } from '../services/orders/schemas.js';
import { createProduct, type FixtureProduct } from '../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let product: FixtureProduct;
const sockets: Socket[] = [];

beforeAll(async () => {
  // A run of orders from one shopper, more than the hourly limit lets a customer place.
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '90.00', stock: 1000 }] });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await store.stop();
});

function socketFor(cookie?: string, options: { origin?: string; transport?: 'websocket' | 'polling' } = {}): Socket {
  const socket = connect(store.url, {
    transports: [options.transport ?? 'websocket'],
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(options.origin ? { origin: options.origin } : {}) },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const order = (cookie: string) =>
  store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName: 'Reem',
      shippingPhone: '0501234567',
      shippingCity: 'Sharjah',
      shippingAddressLine1: 'Building 3',
    },
  });

describe('live admin updates', () => {
  it('refuses a handshake without a valid session', async () => {
    await expect(connected(socketFor())).rejects.toThrow(/Authentication required/);
    await expect(connected(socketFor('session=forged.token.value'))).rejects.toThrow(/Authentication required/);
  });

  it("refuses a handshake from another site's page, even with an admin's session (the rule HTTP writes follow)", async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      for (const origin of ['https://evil.example', 'null', `http://localhost.evil.example:${new URL(store.url).port}`]) {
        await expect(connected(socketFor(admin, { origin, transport })), `${transport} from ${origin}`).rejects.toThrow();
      }
      // The store's own pages, and clients that send no Origin (not a browser page), connect.
      await connected(socketFor(admin, { origin: store.url, transport }));
      await connected(socketFor(admin, { transport }));
    }
  });

  it('sends admins each placed order, status change, deletion and new stats; other customers hear nothing', async () => {
    const shopper = await store.customer();
    // Her own order's changes reach her (shopper-notifications.int.test.ts); a bystander hears nothing of them.
    const bystander = await store.customer();
    const adminSocket = socketFor(admin);
    const customerSocket = socketFor(bystander);
    await Promise.all([connected(adminSocket), connected(customerSocket)]);
    const heardByCustomer: string[] = [];
    customerSocket.onAny((name) => heardByCustomer.push(name));
    const heard: Array<[string, any]> = [];
    adminSocket.onAny((name, payload) => heard.push([name, payload]));

    const placed = await order(shopper);
    expect(placed.status).toBe(201);
    await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'packed' } });
    await store.request('DELETE', `/api/admin/orders/${placed.body.id}`, { cookie: admin });

    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !heard.some(([name]) => name === 'order:deleted')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const byName = (name: string) => heard.filter(([heardName]) => heardName === name).map(([, payload]) => payload);
    expect(byName('order:placed')).toContainEqual(
      expect.objectContaining({ id: placed.body.id, orderNumber: placed.body.orderNumber, totalAmount: placed.body.totalAmount }),
    );
    expect(byName('order:status-changed')).toContainEqual({ id: placed.body.id, orderNumber: placed.body.orderNumber, status: 'packed' });
    expect(byName('order:deleted')).toContainEqual({ id: placed.body.id, orderNumber: placed.body.orderNumber });
    expect(byName('stats:updated').length).toBeGreaterThan(0);
    expect(byName('stats:updated').at(-1)).toHaveProperty('totalOrders');
    // Each payload is its contract's, no field more or less (parsing drops a field the contract does not name).
    const contracts: Record<string, z.ZodType> = {
      'order:placed': orderPlacedPayload,
      'order:status-changed': orderStatusChangedPayload,
      'order:deleted': orderDeletedPayload,
      'stats:updated': statsPayload,
    };
    for (const [name, payload] of heard) expect(contracts[name]?.parse(payload) ?? payload, name).toEqual(payload);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByCustomer).toEqual([]);
  });

  it("tells the shopper and the admins of her return's request and each move of it; a bystander hears nothing", async () => {
    const shopper = await store.customer();
    const bystander = await store.customer();
    const [adminSocket, shopperSocket, bystanderSocket] = [socketFor(admin), socketFor(shopper), socketFor(bystander)];
    await Promise.all([adminSocket, shopperSocket, bystanderSocket].map(connected));
    const heard = (socket: Socket) => {
      const payloads: unknown[] = [];
      socket.on('return:status-changed', (payload: unknown) => payloads.push(payload));
      return payloads;
    };
    const [byAdmin, byShopper, byBystander] = [heard(adminSocket), heard(shopperSocket), heard(bystanderSocket)];

    const placed = await order(shopper);
    expect((await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status: 'delivered' } })).status).toBe(200);
    const asked = await store.request('POST', `/api/account/orders/${placed.body.id}/returns`, {
      cookie: shopper,
      body: { items: [{ itemId: placed.body.items[0].id, quantity: 1, reason: 'wrong_size' }], resolution: 'refund' },
    });
    expect(asked.status, asked.text).toBe(201);
    const approved = await store.request('PATCH', `/api/admin/returns/${asked.body.id}`, { cookie: admin, body: { status: 'approved' } });
    expect(approved.status, approved.text).toBe(200);

    const expected = ['requested', 'approved'].map((status) =>
      expect.objectContaining({ returnId: asked.body.id, orderId: placed.body.id, orderNumber: placed.body.orderNumber, status }),
    );
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (byAdmin.length < 2 || byShopper.length < 2)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(byAdmin).toEqual(expected);
    expect(byShopper).toEqual(expected);
    // Her user id stays on the server.
    expect(byShopper[0]).not.toHaveProperty('userId');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(byBystander).toEqual([]);
  });

  it('delivers every one of a run of orders to the admin socket', async () => {
    const shopper = await store.customer();
    const adminSocket = socketFor(admin);
    await connected(adminSocket);
    const seen = new Set<string>();
    adminSocket.on('order:placed', (payload: { id: string }) => seen.add(payload.id));
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await order(shopper)).body.id);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !ids.every((id) => seen.has(id))) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ids.filter((id) => !seen.has(id))).toEqual([]);
  });
});

describe('stopping', () => {
  it('a store stopped the moment it has started stops, its live connections to PostgreSQL released', async () => {
    // The live adapter takes its listening connection in the background as the store starts; stopped before it had
    // it, the store used to wait for that connection forever.
    const fresh = await startTestStore();
    const stopped = fresh.stop().then(() => 'stopped');
    const limit = new Promise((resolve) => setTimeout(() => resolve('still stopping after 20 s'), 20_000).unref());
    expect(await Promise.race([stopped, limit])).toBe('stopped');
  }, 40_000);
});
