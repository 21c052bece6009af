import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../infra/embedded-postgres.js';
import { createLogger } from '../../infra/logger.js';
import { freePort } from '../support/free-port.js';
import { call, spawnStore, until, type StoreProcess } from '../support/store-process.js';
import { testAdmin } from '../support/test-store.js';

const dataDir = path.join(os.tmpdir(), `store-pg-restart-${process.pid}`);
let postgres: EmbeddedDatabase | undefined;
let store: StoreProcess | undefined;

afterAll(async () => {
  await store?.kill('SIGKILL');
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a PostgreSQL restart under a running store', () => {
  it('is survived: the store serves and projects again within seconds and loses no acknowledged write', async () => {
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    const port = await freePort();
    const start = () => startEmbeddedPostgres({ dataDir, port, database: 'store', logger: createLogger('error') });
    postgres = await start();
    store = await spawnStore(postgres.url);
    const admin = (await call(store.url, 'POST', '/api/auth/login', { body: testAdmin })).cookie!;
    const before = await call(store.url, 'POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Before', nameAr: 'قبل' } });
    expect(before.status).toBe(201);

    await postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (store.child.exitCode !== null) throw new Error(`store died:\n${store.output()}`);
    const whileDown = await call(store.url, 'GET', '/api/categories');
    expect(whileDown.status).toBe(503);
    expect(whileDown.body.message).toMatch(/unavailable/);
    postgres = await start();
    const restartedAt = Date.now();

    await until(async () => (await call(store!.url, 'GET', '/api/categories')).status === 200, 15_000, 'reads to work again');
    let after: Awaited<ReturnType<typeof call>> | undefined;
    await until(
      async () => {
        after = await call(store!.url, 'POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'After', nameAr: 'بعد' } });
        return after.status === 201;
      },
      15_000,
      'writes to work again',
    );
    const categories = await call(store.url, 'GET', '/api/categories');
    const names = categories.body.map((category: { nameEn: string }) => category.nameEn);
    expect(names).toContain('Before');
    expect(names).toContain('After');
    const recovery = (Date.now() - restartedAt) / 1000;
    expect(recovery).toBeLessThan(15);
    const health = await call(store.url, 'GET', '/api/admin/health', { cookie: admin });
    expect(health.body.projections.some((projection: { ledHere: boolean }) => projection.ledHere)).toBe(true);
    console.log(`PostgreSQL restart: reads and projected writes back ${recovery.toFixed(1)} s after the restart`);
  }, 90_000);
});
