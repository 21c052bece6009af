import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../support/database.js';
import { holdProjections } from '../support/hold-projections.js';
import { call, until, type StoreProcess } from '../support/store-process.js';
import { testAdmin } from '../support/test-store.js';
import { startTwoStores, stopTwoStores } from '../support/two-stores.js';

let db: TestDatabase;
let a: StoreProcess;
let b: StoreProcess;
let socket: Socket | undefined;

beforeAll(async () => {
  ({ db, a, b } = await startTwoStores());
}, 90_000);
afterAll(() => stopTwoStores({ db, a, b }, socket));

describe('a session ended on one instance', () => {
  it('is refused by another instance sharing the database within a second, and its socket there is closed', async () => {
    const admin = (await call(a.url, 'POST', '/api/auth/login', { body: testAdmin })).cookie!;
    socket = connect(b.url, { transports: ['websocket'], extraHeaders: { cookie: admin }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    let disconnectedAt = 0;
    socket.on('disconnect', () => (disconnectedAt = Date.now()));
    // B has just checked the session, so it remembers it as live: only the notice can end it there in time.
    expect((await call(b.url, 'GET', '/api/admin/orders', { cookie: admin })).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/auth/me', { cookie: admin })).status).toBe(200);

    expect((await call(a.url, 'POST', '/api/auth/logout', { cookie: admin })).status).toBe(204);
    const endedAt = Date.now();
    await until(async () => (await call(b.url, 'GET', '/api/admin/orders', { cookie: admin })).status === 401, 1000, 'B to refuse the session');
    const refusedAfter = Date.now() - endedAt;
    expect((await call(b.url, 'GET', '/api/auth/me', { cookie: admin })).status).toBe(401);
    await until(() => disconnectedAt > 0, 1000, 'B to close the socket');
    console.log(`sessions across instances: B refused the ended session ${refusedAfter} ms and closed its socket ${disconnectedAt - endedAt} ms after the logout's 204`);
  }, 30_000);
});

describe('a session started by a registration on one instance', () => {
  it('is honoured by the other instance before its users read model shows the account, which it waits for', async () => {
    // The registration answers at its append (ADR 049): while the projections are held, no read model shows her.
    const hold = await holdProjections(db.url);
    let released = false;
    try {
      const registered = await call(a.url, 'POST', '/api/auth/register', {
        body: { name: 'Noor', email: 'noor-two-instances@example.com', password: 'secret12' },
      });
      expect(registered.status).toBe(201);
      // Her next request goes to B without the position (as a placed order never waits for one, ADR 041): B finds
      // her session and waits for her account rather than refusing her.
      const onB = fetch(`${b.url}/api/auth/me`, { headers: { cookie: registered.cookie! } });
      setTimeout(() => {
        released = true;
        void hold.release();
      }, 300);
      const answer = await onB;
      expect(answer.status).toBe(200);
      expect(released).toBe(true);
      expect(((await answer.json()) as { email: string }).email).toBe('noor-two-instances@example.com');
    } finally {
      if (!released) await hold.release();
    }
  }, 30_000);
});

