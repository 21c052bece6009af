import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../support/database.js';
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
