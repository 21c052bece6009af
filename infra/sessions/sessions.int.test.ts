import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { until } from '../../tests/support/store-process.js';
import { startTestStore, testAdmin, type TestStore } from '../../tests/support/test-store.js';
import { endSessionsOf, sweepSessions } from './index.js';

const secret = 'test-secret-that-is-long-enough-to-sign-sessions';

let store: TestStore;
let product: FixtureProduct;
const sockets: Socket[] = [];

beforeAll(async () => {
  store = await startTestStore();
  product = await createProduct(store, await store.login(), { variants: [{ size: 'M', price: '90.00', stock: 10_000 }] });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await store.stop();
});

const claimsOf = (cookie: string) => jwt.decode(cookie.slice('session='.length)) as { sub: string; sid: string };

/** A socket.io connection with the given cookie, connected (or refused: the promise rejects). */
async function liveSocket(cookie: string, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(store.url, { transports: ['websocket'], extraHeaders: { cookie, ...headers }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const placeOrderBody = () => ({
  items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
  shippingName: 'Reem',
  shippingPhone: '0501234567',
  shippingCity: 'Sharjah',
  shippingAddressLine1: 'Building 3',
});

/** What a session cookie gets on a shopper's route, an admin route and the session route. */
async function answersFor(cookie: string) {
  return {
    me: (await store.request('GET', '/api/auth/me', { cookie })).status,
    order: (await store.request('POST', '/api/orders', { cookie, body: placeOrderBody() })).status,
    admin: (await store.request('GET', '/api/admin/orders', { cookie })).status,
  };
}
const refusedEverywhere = { me: 401, order: 401, admin: 401 };

describe('logging out', () => {
  it('ends the session on the server: a token saved before logout is refused on every kind of route', async () => {
    const admin = await store.login();
    const otherAdminSession = await store.login();
    const customer = await store.customer();
    expect((await answersFor(admin)).admin).toBe(200);
    expect(await answersFor(customer)).toEqual({ me: 200, order: 201, admin: 403 });

    for (const saved of [admin, customer]) {
      const logout = await store.request('POST', '/api/auth/logout', { cookie: saved });
      expect(logout.status).toBe(204);
      expect(logout.headers.get('set-cookie')).toMatch(/session=;/);
      expect(await answersFor(saved)).toEqual(refusedEverywhere);
    }
    // Only that session ended: the admin's other one still works.
    expect((await answersFor(otherAdminSession)).admin).toBe(200);
    // Logging out again, or without a session, is still a clean 204.
    expect((await store.request('POST', '/api/auth/logout', { cookie: admin })).status).toBe(204);
    expect((await store.request('POST', '/api/auth/logout')).status).toBe(204);
  });

  it("disconnects the session's live socket, and no other", async () => {
    const ending = await store.login();
    const staying = await store.login();
    const [endingSocket, stayingSocket] = await Promise.all([liveSocket(ending), liveSocket(staying)]);
    const reasons: string[] = [];
    endingSocket.on('disconnect', (reason) => reasons.push(reason));

    expect((await store.request('POST', '/api/auth/logout', { cookie: ending })).status).toBe(204);
    await until(() => reasons.length > 0, 1000, 'the socket to be disconnected');
    expect(reasons).toEqual(['io server disconnect']);
    expect(stayingSocket.connected).toBe(true);
    // And the ended session cannot open a new one.
    await expect(liveSocket(ending)).rejects.toThrow(/Authentication required/);
  });
});

describe('ending all of a user’s sessions (after a role or password change)', () => {
  it('ends every session of the user but the one kept, sockets included, and leaves other users alone', async () => {
    const email = `many-${randomUUID()}@example.com`;
    const first = await store.customer(email);
    const second = await store.login(email, 'secret1');
    const kept = await store.login(email, 'secret1');
    const someoneElse = await store.customer();
    const userId = claimsOf(first).sub;
    // Every session is in use (and remembered by the instance) before they end.
    for (const cookie of [first, second, kept, someoneElse]) expect((await answersFor(cookie)).me).toBe(200);
    const [firstSocket, keptSocket] = await Promise.all([liveSocket(first), liveSocket(kept)]);

    // As another instance would: the rows end and a notice goes out; this instance hears it.
    expect(await endSessionsOf(store.db.pool, userId, claimsOf(kept).sid)).toBe(2);

    await until(async () => (await answersFor(second)).me === 401, 1000, 'the ended sessions to be refused');
    expect(await answersFor(first)).toEqual(refusedEverywhere);
    expect(await answersFor(second)).toEqual(refusedEverywhere);
    expect((await answersFor(kept)).me).toBe(200);
    expect((await answersFor(someoneElse)).me).toBe(200);
    await until(() => !firstSocket.connected, 1000, 'the ended session’s socket to close');
    expect(keptSocket.connected).toBe(true);

    // Without a session to keep, every one ends.
    expect(await endSessionsOf(store.db.pool, userId)).toBe(1);
    await until(async () => (await answersFor(kept)).me === 401, 1000, 'the kept session to be refused');
    await until(() => !keptSocket.connected, 1000, 'the kept session’s socket to close');
  });
});

describe('tokens that are signed but name no live session', () => {
  it('answer 401 (never 500) on every kind of route and on the socket', async () => {
    const admin = await store.login();
    const { sub: adminId, sid: liveSession } = claimsOf(admin);
    const sign = (claims: object, subject: string) => `session=${jwt.sign(claims, secret, { algorithm: 'HS256', subject, expiresIn: 3600 })}`;
    const tokens = {
      'a subject that is not a user id': sign({ email: testAdmin.email, role: 'admin' }, 'not-a-uuid'),
      'a subject that is not a user id, with a live session': sign({ sid: liveSession }, 'admin'),
      'an unknown user id': sign({ email: testAdmin.email, role: 'admin' }, randomUUID()),
      'an unknown user id, with a live session': sign({ sid: liveSession }, randomUUID()),
      "the admin's id without any session": sign({ email: testAdmin.email, role: 'admin' }, adminId),
      "the admin's id with an unknown session": sign({ sid: randomUUID() }, adminId),
      "the admin's id with a session id that is not one": sign({ sid: "x' or 1=1 --" }, adminId),
    };
    for (const [name, cookie] of Object.entries(tokens)) {
      expect(await answersFor(cookie), name).toEqual(refusedEverywhere);
      await expect(liveSocket(cookie), name).rejects.toThrow(/Authentication required/);
    }
    // The session those tokens borrowed is untouched.
    expect((await answersFor(admin)).admin).toBe(200);
  });
});

describe('what checking sessions costs', () => {
  it('the public catalog reads never ask about the session; signed-in requests ask once per session and few seconds', async () => {
    // Signed in, not registered: a registration's session is known to the instance that opened it without a lookup.
    const email = `cost-${randomUUID()}@example.com`;
    await store.customer(email);
    const customer = await store.login(email, 'secret1');
    const admin = await store.login();
    // Counts the session lookups this process sends to PostgreSQL (the store runs in it).
    let lookups = 0;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
      if (typeof text === 'string' && /from sessions s left join users u/.test(text)) lookups += 1;
      return (query as (...given: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      for (let i = 0; i < 50; i++) {
        for (const path of ['/api/products', '/api/categories', '/api/banners', `/api/products/${product.slug}`]) {
          expect((await store.request('GET', path, { cookie: customer })).status).toBe(200);
        }
      }
      expect(lookups).toBe(0);

      const started = Date.now();
      for (let i = 0; i < 50; i++) {
        expect((await store.request('GET', '/api/auth/me', { cookie: customer })).status).toBe(200);
        expect((await store.request('GET', '/api/admin/orders', { cookie: admin })).status).toBe(200);
      }
      // One lookup per session, and one more per session for every 5 seconds the loop took.
      const windows = 1 + Math.floor((Date.now() - started) / 5000);
      expect(lookups).toBeGreaterThanOrEqual(2);
      expect(lookups).toBeLessThanOrEqual(2 * windows);
    } finally {
      pg.Client.prototype.query = query;
    }
  });
});

describe('sweeping', () => {
  it('drops sessions a day past their expiry and keeps the rest, ended ones included until they expire', async () => {
    const live = claimsOf(await store.login()).sid;
    const userId = claimsOf(await store.login()).sub;
    const [expired, justExpired] = [randomUUID(), randomUUID()];
    await store.db.pool.query(
      `insert into sessions (id, user_id, created_at, expires_at) values
         ($1, $3, now() - interval '9 days', now() - interval '2 days'), ($2, $3, now() - interval '7 days', now() - interval '1 hour')`,
      [expired, justExpired, userId],
    );
    expect(await sweepSessions(store.db.pool)).toBeGreaterThanOrEqual(1);
    const { rows } = await store.db.pool.query<{ id: string }>('select id from sessions where id = any($1)', [[expired, justExpired, live]]);
    expect(rows.map((row) => row.id).sort()).toEqual([justExpired, live].sort());
  });
});
