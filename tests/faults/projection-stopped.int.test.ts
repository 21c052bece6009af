import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { loadConfig } from '../../infra/config.js';
import { createLogger } from '../../infra/logger.js';
import { projectRoot } from '../../infra/project-root.js';
import { startStore, type RunningStore } from '../../app/server.js';
import { catalogProjection } from '../../projections/catalog/index.js';
import { ProjectionEventError, rebuildProjections } from '../../projections/index.js';
import { createProduct } from '../support/catalog-fixtures.js';
import { startTestStore, testAdmin, testSessionSecret, type TestStore } from '../support/test-store.js';
import { testDataKey } from '../support/database.js';

/**
 * One event the catalog read model cannot apply, written bypassing the deciders (which now refuse it), on a store
 * whose variants table is as it was before stock became bigint: the replay of the frozen-catalog incident (ADR 061).
 */

const metricsToken = 'metrics-token-for-the-fault-test';
const lines: Array<{ msg: string; level: string; projection?: string }> = [];
const logger = createLogger('info', { destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
const linesSaying = (msg: string) => lines.filter((line) => line.msg === msg);

let store: TestStore | undefined;
let restarted: RunningStore | undefined;
const dataDir = path.join(os.tmpdir(), `store-stopped-${randomBytes(4).toString('hex')}`);

afterAll(async () => {
  await restarted?.stop();
  await store?.db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const catalogCheckpoint = async () =>
  (await store!.db.pool.query<{ p: number }>(`select global_position as p from projection_checkpoints where name = 'catalog'`)).rows[0]!.p;

function runRebuildCommand(databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/cli/rebuild.ts'), 'catalog'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('a read model that cannot apply an event', () => {
  it('stops in a known state (readiness, metric, health page, one log line), keeps reads and other read models going, and resumes from that event once a fix is deployed', async () => {
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    store = await startTestStore({ METRICS_TOKEN: metricsToken }, { logger });
    const admin = await store.login();
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 5 }] });
    const variantId = product.variants[0]!.id;
    await store.settled();

    // The deciders refuse what froze the catalog: a variant taken past 1,000,000 units, an adjustment past ±1,000,000.
    const adjust = (change: number) =>
      store!.request('POST', `/api/admin/products/${product.id}/stock-adjustments`, { cookie: admin, body: { variantId, change, reason: 'received' } });
    const tooMuch = await adjust(999_996);
    expect(tooMuch.status, tooMuch.text).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'stock_above_limit', params: { stock: 5, change: 999_996, limit: 1_000_000 } });
    expect((await adjust(1_000_001)).status).toBe(400);

    // The store as it was: stock an integer column. The event goes through the real event store, past the deciders.
    await store.db.pool.query('alter table variants alter column stock type integer');
    const before = await catalogCheckpoint();
    const bad = await store.db.store.append(
      [
        {
          streamId: `product-${product.id}`,
          streamType: 'product',
          expectedVersion: 'any',
          events: [
            {
              type: 'StockAdjustmentMade',
              data: {
                productId: product.id,
                variantId,
                change: 2_192_483_643,
                stock: 2_192_483_648,
                reason: 'received',
                note: null,
                adjustedBy: 'test',
                adjustedAt: new Date().toISOString(),
              },
            },
          ],
        },
      ],
      { actor: systemActor, correlationId: 'fault-test' },
    );
    const position = bad.position.globalPosition;

    // Readiness says so, naming the read model and the event.
    const ready = await until(
      () => store!.request('GET', '/api/health/ready'),
      (answer) => answer.status === 503,
      10_000,
      'readiness to report the stop',
    );
    expect(ready.body).toMatchObject({
      status: 'not_ready',
      code: 'projection_failed',
      projections: [{ projection: 'catalog', position, eventType: 'StockAdjustmentMade', checkpoint: before }],
    });
    expect(ready.body.reason).toContain(`catalog read model cannot apply event ${position} (StockAdjustmentMade`);
    expect(ready.body.reason).toMatch(/: integer out of range$/);

    // The metric, for the stopped read model and for the others.
    const metrics = await fetch(`${store.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const text = await metrics.text();
    expect(text).toContain('projection_failed{projection="catalog"} 1');
    expect(text).toContain('projection_failed{projection="users"} 0');

    // The admin health page's answer.
    const health = await store.request('GET', '/api/admin/health', { cookie: admin });
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('failed');
    const catalog = health.body.projections.find((projection: { name: string }) => projection.name === 'catalog');
    expect(catalog.failure).toMatchObject({ event: { position, type: 'StockAdjustmentMade', streamId: `product-${product.id}` }, checkpoint: before });
    expect(catalog.failure.error).toBe('integer out of range');
    expect(health.body.projections.find((projection: { name: string }) => projection.name === 'users').failure).toBeNull();

    // Other read models keep going: a shopper registered now can sign in (the users read model applied her).
    const shopper = await store.customer();
    const me = await store.request('GET', '/api/auth/me', { cookie: shopper });
    expect(me.status).toBe(200);

    // A read that waits for what its session wrote does not wait for the stopped read model.
    const category = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'After', nameAr: 'بعد' } });
    expect(category.status).toBe(201);
    const started = Date.now();
    const list = await store.request('GET', '/api/admin/categories', { cookie: admin });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-log-position-reached')).toBe('false');

    // Not a loop: it stays where it stopped, logged once (several idle polls and two tries later), and the reads
    // answered before it are not logged one by one.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(await catalogCheckpoint()).toBe(before);
    expect(linesSaying('projection stopped')).toHaveLength(1);
    expect(linesSaying('projection stopped')[0]).toMatchObject({ level: 'error', projection: 'catalog', position });
    expect(linesSaying('read answered before the read models reached its position')).toHaveLength(0);
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);

    // A rebuild names the event instead of ending in a stack, and leaves the live read model as it was.
    const rebuilt = await rebuildProjections(store.db.pool, store.db.store, [catalogProjection]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(rebuilt).toBeInstanceOf(ProjectionEventError);
    expect((rebuilt as ProjectionEventError).failure).toMatchObject({ projection: 'catalog', event: { position, type: 'StockAdjustmentMade' } });
    expect(await catalogCheckpoint()).toBe(before);
    const command = await runRebuildCommand(store.db.url);
    expect(command.code).toBe(1);
    expect(command.stderr).toContain(`Rebuild stopped: The catalog read model cannot apply event ${position} (StockAdjustmentMade, stream product-${product.id})`);
    expect(command.stderr).not.toMatch(/^\s+at /m);

    // It stops like any store: the stopped read model holds nothing up.
    const stopping = Date.now();
    await store.running.stop();
    expect(Date.now() - stopping).toBeLessThan(10_000);

    // The fix deployed: the widened column, then the store started again on the same database.
    await store.db.pool.query('alter table variants alter column stock type bigint');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: store.db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      JWT_SECRET: testSessionSecret,
    DATA_KEY: testDataKey,
      METRICS_TOKEN: metricsToken,
    });
    restarted = await startStore(config, logger);
    const url = `http://127.0.0.1:${restarted.port}`;
    await until(
      async () => (await fetch(`${url}/api/health/ready`)).status,
      (status) => status === 200,
      10_000,
      'readiness after the fix',
    );
    // From the same event: its figure is the variant's stock now, and the checkpoint passed it.
    expect(await catalogCheckpoint()).toBeGreaterThanOrEqual(position);
    const stock = await store.db.pool.query<{ stock: number }>('select stock from variants where id = $1', [variantId]);
    expect(stock.rows[0]!.stock).toBe(2_192_483_648);
    expect(linesSaying('projection resumed')).toHaveLength(1);
    const recovered = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    expect(recovered).toContain('projection_failed{projection="catalog"} 0');
  }, 180_000);
});
