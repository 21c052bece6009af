import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-port.js';
import { call, spawnStore, until, type StoreProcess } from '../../tests/support/store-process.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../infra/embedded-postgres.js';
import { createLogger } from '../../infra/logger.js';
import { storeMigrations } from '../schema.js';

// A PostgreSQL of its own, as the test stops it under the running store.
const dataDir = path.join(os.tmpdir(), `store-readiness-${process.pid}`);
let postgres: EmbeddedDatabase | undefined;
let store: StoreProcess | undefined;

afterAll(async () => {
  await store?.kill('SIGKILL');
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/health/ready', () => {
  it('answers 503 while the database is stopped or lacks a migration, 200 otherwise; /api/health stays 200', async () => {
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    const port = await freePort();
    const start = () => startEmbeddedPostgres({ dataDir, port, database: 'store', logger: createLogger('error') });
    postgres = await start();
    store = await spawnStore(postgres.url, { LOG_LEVEL: 'silent' });

    const ready = await call(store.url, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });

    await postgres.stop();
    const down = await call(store.url, 'GET', '/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'not_ready', code: 'database_unreachable' });
    expect(down.body.reason).toEqual(expect.any(String));
    const alive = await call(store.url, 'GET', '/api/health');
    expect(alive).toMatchObject({ status: 200, body: { status: 'ok' } });

    postgres = await start();
    await until(async () => (await call(store!.url, 'GET', '/api/health/ready')).status === 200, 15_000, 'readiness after the restart');

    // The database one migration behind this code (as after restoring an older backup).
    const last = storeMigrations.at(-1)!.id;
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await client.query('delete from schema_migrations where id = $1', [last]);
      const behind = await call(store.url, 'GET', '/api/health/ready');
      expect(behind.status).toBe(503);
      expect(behind.body).toMatchObject({ status: 'not_ready', code: 'migrations_pending' });
      await client.query('insert into schema_migrations (id) values ($1)', [last]);
      expect((await call(store.url, 'GET', '/api/health/ready')).status).toBe(200);
    } finally {
      await client.end();
    }
  }, 90_000);
});
