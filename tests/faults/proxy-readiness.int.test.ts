import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../infra/embedded-postgres.js';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { freePort } from '../support/free-port.js';
import { requireNginx, startNginx, type RunningNginx } from '../support/nginx.js';
import { call, spawnStore, type StoreProcess } from '../support/store-process.js';

// One replica whose database is gone (not ready) and one that is fine, behind deploy/nginx.conf.
const dataDir = path.join(os.tmpdir(), `store-proxy-ready-${process.pid}`);
let lost: EmbeddedDatabase | undefined;
let db: TestDatabase | undefined;
const stores: StoreProcess[] = [];
let proxy: RunningNginx | undefined;

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(stores.map((store) => store.kill('SIGKILL')));
  await lost?.stop();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('nginx in front of a replica that is not ready', () => {
  it('passes the requests that replica answers 503 to the other one', async () => {
    requireNginx();
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    lost = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'store', logger: createLogger('error') });
    db = await createTestDatabase();
    stores.push(await spawnStore(lost.url, { LOG_LEVEL: 'silent' }), await spawnStore(db.url, { LOG_LEVEL: 'silent' }));
    await lost.stop();
    const [notReady, ready] = stores as [StoreProcess, StoreProcess];
    expect((await call(notReady.url, 'GET', '/api/health/ready')).status).toBe(503);
    expect((await call(ready.url, 'GET', '/api/health/ready')).status).toBe(200);

    proxy = await startNginx(stores.map((store) => new URL(store.url).host));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await call(proxy.url, 'GET', '/api/health/ready')).status);
    expect(statuses).toEqual(Array(20).fill(200));
  }, 90_000);
});
