import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { testDataKey, withDatabase } from '../../tests/support/database.js';
import { pngImage } from '../../tests/support/images.js';
import { startTestStore, testAdmin, type TestStore } from '../../tests/support/test-store.js';
import { verifyAuditSeal } from '../../services/audit/index.js';
import { loadConfig } from '../../infra/config.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { projectRoot } from '../../infra/project-root.js';
import { startStore } from '../server.js';
import { verifyBackup } from './read-backup.js';
import { schemaObjectsQuery, unclassified } from './tables.js';
import { reserveTransactionIds } from './write-log.js';

let source: TestStore;
let folder: string;
let backupFile = '';
const databases: string[] = [];
const shopperPassword = 'restored-secret-1';

/** A new database with nothing in it, not even the store's tables (as `createdb` leaves it). */
async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  return withDatabase(inject('databaseAdminUrl'), name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The command as a user runs it (from source), against `databaseUrl`. */
function tool(name: 'backup' | 'restore', args: string[], databaseUrl: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, `app/cli/${name}.ts`), ...args], {
      cwd: projectRoot,
      // The source store's master key: the data keys in the backup stay wrapped by it.
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_KEY: testDataKey, LOG_LEVEL: 'error', INIT_CWD: folder },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Two categories appended so that the log's readers' order is not position order: a transaction takes its id,
 * another appends and commits, then the first appends (a later position, an earlier transaction id) and commits.
 * A busy store does this whenever two appends race; a restore must keep that order (the audit seal chains it).
 */
async function appendOutOfPositionOrder(): Promise<void> {
  const category = (name: string) => {
    const categoryId = randomUUID();
    return {
      streamId: `category-${categoryId}`,
      streamType: 'category',
      expectedVersion: 0,
      events: [{ type: 'CategoryCreated', data: { categoryId, slug: `raced-${name}-${categoryId.slice(0, 8)}`, nameEn: name, nameAr: name, createdAt: new Date().toISOString() } }],
    };
  };
  const metadata = { actor: { id: 'system', role: 'system' }, correlationId: randomUUID() };
  const first = await source.db.pool.connect();
  try {
    await first.query('begin');
    await first.query('select pg_current_xact_id()');
    await source.db.store.append([category('Later')], metadata);
    await source.db.store.append([category('Earlier')], metadata, first);
    await first.query('commit');
  } finally {
    first.release();
  }
}

/** The lines of a backup file. */
async function backupLines(file: string): Promise<string[]> {
  return brotliDecompressSync(await readFile(file)).toString('utf8').trimEnd().split('\n');
}

/**
 * A backup file from edited lines, with every checksum and count made right again (as a writer would have made
 * them): only what the restore checks beyond the checksums can refuse it.
 */
function sealedFile(lines: readonly string[]): Buffer {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const header = JSON.parse(lines[0]!);
  const out: string[] = [];
  let rows: string[] | null = null;
  for (const line of lines.slice(1, -1)) {
    if (line.startsWith('{"section"')) rows = [];
    else if (line.startsWith('{"end"')) {
      const name = JSON.parse(line).end as string;
      header.counts[name] = rows!.length;
      out.push(JSON.stringify({ end: name, rows: rows!.length, sha256: sha(rows!.map((row) => `${row}\n`).join('')) }));
      rows = null;
      continue;
    } else rows?.push(line);
    out.push(line);
  }
  out.unshift(JSON.stringify(header));
  const body = out.map((line) => `${line}\n`).join('');
  out.push(JSON.stringify({ trailer: true, sha256: sha(body), lines: out.length }));
  return brotliCompressSync(Buffer.from(`${out.join('\n')}\n`, 'utf8'));
}

/** The audit seal's links as stored. */
const sealLinks = (url: string) =>
  query<{ seq: number; position: number; hash: string; sealed_at: Date }>(url,
    `select seq::int, global_position::int as position, encode(hash, 'hex') as hash, sealed_at from audit_seal order by seq`);

/** The audit check of ADR 020 on a database: every sealed event recomputed and compared with its link. */
async function auditCheck(url: string) {
  const pool = createPool(url, { max: 2, logger: createLogger('error') });
  try {
    return await verifyAuditSeal(pool);
  } finally {
    await pool.end();
  }
}

/** What the database holds, to show that a refused restore wrote nothing. */
async function fingerprint(url: string) {
  const [tables] = await query<{ n: number; events: string | null }>(
    url,
    `select count(*)::int as n, to_regclass('public.events')::text as events from pg_tables where schemaname = 'public'`,
  );
  if (!tables!.events) return { tables: tables!.n };
  const [log] = await query(url, `select count(*)::int as events, max(global_position)::text as head,
    (select count(*)::int from media) as media, (select count(*)::int from schema_migrations) as migrations from events`);
  return { tables: tables!.n, ...log };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'store-backup-test-'));
  // The busy-store test places more orders than a shopper may in an hour by default.
  source = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
}, 120_000);

afterAll(async () => {
  await source?.stop();
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  const seen: Record<string, unknown> = {};
  const image = pngImage([180, 40, 90], 8);
  let product: FixtureProduct;
  let shopperEmail: string;
  let deletedOrderId: string;
  let orderNumbers: number[];
  let headBefore: number;
  let eventsBackedUp: number;
  let seal: Awaited<ReturnType<typeof sealLinks>>;

  it('backs up a store with catalog, users, orders, stats, settings and an uploaded image', async () => {
    await appendOutOfPositionOrder();
    const admin = await source.login();
    const call = (method: string, route: string, body?: unknown, cookie = admin) => source.request(method, route, { cookie, body });
    expect((await call('POST', '/api/admin/settings', { key: 'codFee', value: '12.50' })).status).toBe(200);
    product = await createProduct(source, admin, {
      variants: [
        { size: 'M', price: '240.00', stock: 6 },
        { size: 'L', price: '260.00', stock: 20 },
      ],
    });
    // A second product whose picture was uploaded (stored in the media table, not in the log).
    const categoryId = (await call('POST', '/api/admin/categories', { nameEn: 'Hijabs', nameAr: 'حجابات' })).body.id;
    const withImage = await call('POST', '/api/admin/products', {
      nameEn: 'Silk Hijab', nameAr: 'حجاب حرير', categoryId,
      variants: [{ size: 'One Size', color: 'Plum', price: '85.00', stock: 30 }],
      images: [{ url: image.dataUrl, isPrimary: true, position: 0 }],
    });
    expect(withImage.status).toBe(201);
    seen.imageUrl = withImage.body.images[0].url;
    // The bytes kept: the upload encoded again (ADR 062), served the same after the restore.
    seen.imageBytes = Buffer.from(await (await fetch(`${source.url}${seen.imageUrl as string}`)).arrayBuffer());
    expect((await call('POST', '/api/admin/banners', {
      titleEn: 'Eid collection', titleAr: 'مجموعة العيد', imageUrl: seen.imageUrl, isActive: true, position: 0,
    })).status).toBe(201);

    shopperEmail = `shopper-${randomBytes(3).toString('hex')}@example.com`;
    const register = await source.request('POST', '/api/auth/register', {
      body: { name: 'Huda Karim', email: shopperEmail, password: shopperPassword },
    });
    expect(register.status).toBe(201);
    const shopper = await source.login(shopperEmail, shopperPassword);
    const order = (variant: number, quantity: number) =>
      call('POST', '/api/orders', {
        items: [{ productId: product.id, variantId: product.variants[variant]!.id, quantity, price: '1.00' }],
        shippingName: 'Huda Karim', shippingPhone: '+971 50 765 4321', shippingCity: 'Sharjah',
        shippingAddressLine1: 'Flat 8, Al Majaz 2',
      }, shopper);
    const placed = [await order(0, 2), await order(1, 1), await order(1, 3), await order(0, 1)];
    for (const response of placed) expect(response.status).toBe(201);
    orderNumbers = placed.map((response) => response.body.orderNumber);
    for (const status of ['confirmed', 'shipped']) {
      expect((await call('PATCH', `/api/orders/${placed[0]!.body.id}/status`, { status })).status).toBe(200);
    }
    expect((await call('PATCH', `/api/orders/${placed[1]!.body.id}/status`, { status: 'packed' })).status).toBe(200);
    deletedOrderId = placed[2]!.body.id;
    expect((await call('DELETE', `/api/admin/orders/${deletedOrderId}`)).status).toBe(204);
    // A failed sign-in leaves throttling state, which a backup leaves out.
    expect((await source.request('POST', '/api/auth/login', { body: { email: shopperEmail, password: 'wrong-password' } })).status).toBe(401);
    // The order that took size M below 5 leaves a low-stock notice (written by a reactor through a job).
    await expect.poll(async () => (await call('GET', '/api/admin/notifications')).body.length, { timeout: 10_000 }).toBeGreaterThan(0);

    for (const route of ['/api/products', '/api/categories', '/api/banners', '/api/settings', `/api/products/${product.slug}`]) {
      seen[route] = (await source.request('GET', route)).body;
    }
    for (const route of ['/api/admin/products', '/api/admin/orders', '/api/admin/stats', '/api/admin/notifications',
      `/api/admin/orders/${deletedOrderId}/history`,
      ...placed.filter((response) => response.body.id !== deletedOrderId).map((response) => `/api/admin/orders/${response.body.id}`)]) {
      const response = await call('GET', route);
      expect(response.status, route).toBe(200);
      seen[route] = response.body;
    }
    expect((seen['/api/admin/orders'] as unknown[]).length).toBe(3);
    headBefore = Number((await source.db.pool.query('select max(global_position) as head from events')).rows[0].head);
    // The audit seal has sealed every event (it follows the log a batch behind).
    eventsBackedUp = await source.eventCount();
    await expect.poll(async () => (await sealLinks(source.db.url)).length, { timeout: 10_000 }).toBe(eventsBackedUp);
    seal = await sealLinks(source.db.url);

    backupFile = path.join(folder, 'store.jsonl.br');
    const backup = await tool('backup', ['--out', 'store.jsonl.br'], source.db.url);
    expect(backup.stderr).not.toContain('failed');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${backupFile}`);
    expect(backup.stdout).not.toContain('Warning');

    const lines = brotliDecompressSync(await readFile(backupFile)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    expect(header).toMatchObject({ format: 'modest-store-backup', version: 2, compression: 'brotli' });
    expect(header.counts).toMatchObject({ events: eventsBackedUp, media: 1, audit_seal: eventsBackedUp });
    expect(header.store.migrations).toContain('events:1');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ trailer: true, lines: lines.length - 1 });
  }, 120_000);

  it('knows, for every table and sequence of the store, whether a backup keeps it', async () => {
    const names = (await source.db.pool.query<{ name: string }>(schemaObjectsQuery)).rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['auth_limits', 'sessions', 'audit_seal']));
    expect(unclassified(names)).toEqual([]);
  });

  it('restores into an empty database: a store on it serves the same shop, orders, users, stats and histories', async () => {
    const target = await emptyDatabase();
    const restored = await tool('restore', ['store.jsonl.br'], target);
    expect(restored.stderr).not.toContain('Restore');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`${eventsBackedUp} events`);
    expect(restored.stdout).toContain('1 images');

    const [operational] = await query<{ limits: number; sessions: number }>(target,
      'select (select count(*)::int from auth_limits) as limits, (select count(*)::int from sessions) as sessions');
    expect(operational).toEqual({ limits: 0, sessions: 0 });
    const [log] = await query<{ head: string }>(target, 'select max(global_position)::text as head from events');
    expect(Number(log!.head)).toBe(headBefore);
    // The audit seal comes back as it was, and still proves the restored log is the one that was sealed.
    expect(await sealLinks(target)).toEqual(seal);
    const audit = await auditCheck(target);
    expect(audit.problems).toEqual([]);
    expect(audit.verified).toBe(eventsBackedUp);
    expect(audit.head).toMatchObject({ hash: seal.at(-1)!.hash, eventCount: eventsBackedUp });
    expect(restored.stdout).toContain(`head at position ${seal.at(-1)!.position.toLocaleString('en-US')}`);
    // The readers' order is the source's, positions out of order included.
    const readersOrder = `select array_agg(global_position order by transaction_id, global_position)::text as positions from events`;
    const [original] = await query<{ positions: string }>(source.db.url, readersOrder);
    const [copy] = await query<{ positions: string }>(target, readersOrder);
    expect(copy!.positions).toBe(original!.positions);
    expect((await query(source.db.url, `select 1 from (select global_position < lag(global_position)
      over (order by transaction_id, global_position) as back from events) o where back`)).length).toBeGreaterThan(0);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-restored-'));
    const running = await startStore(
      loadConfig({
        NODE_ENV: 'test', DATABASE_URL: target, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', DATA_DIR: dataDir,
        LOG_LEVEL: 'error', ADMIN_EMAIL: testAdmin.email, ADMIN_PASSWORD: 'not-the-restored-password',
        JWT_SECRET: 'another-secret-that-is-long-enough-to-sign-sessions', ORDER_MAX_PER_HOUR: '1000',
        // The backup's data keys are wrapped by the source store's DATA_KEY: the restored store needs the same.
        DATA_KEY: testDataKey,
      }),
      createLogger('error'),
    );
    try {
      const url = `http://127.0.0.1:${running.port}`;
      const request = async (method: string, route: string, body?: unknown, cookie?: string) => {
        const response = await fetch(`${url}${route}`, {
          method,
          headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : undefined, cookie: /session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] };
      };
      // Both the admin and the shopper sign in with the passwords they had (the admin's is not the configured one).
      const admin = await request('POST', '/api/auth/login', { email: testAdmin.email, password: testAdmin.password });
      expect(admin.status).toBe(200);
      const shopper = await request('POST', '/api/auth/login', { email: shopperEmail, password: shopperPassword });
      expect(shopper.status).toBe(200);

      for (const [route, body] of Object.entries(seen)) {
        if (!route.startsWith('/api/')) continue;
        const response = await request('GET', route, undefined, admin.cookie);
        expect(response.status, route).toBe(200);
        expect(response.body, route).toEqual(body);
      }
      const history = seen[`/api/admin/orders/${deletedOrderId}/history`] as { type: string }[];
      expect(history.map((entry) => entry.type)).toEqual(['OrderPlaced', 'OrderDeleted']);

      const served = await fetch(`${url}${seen.imageUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(seen.imageBytes as Buffer)).toBe(true);

      // The counters continue: a new order gets a new number, its events positions after the restored log.
      const next = await request('POST', '/api/orders', {
        items: [{ productId: product.id, variantId: product.variants[1]!.id, quantity: 1, price: '1.00' }],
        shippingName: 'Huda Karim', shippingPhone: '+971 50 765 4321', shippingCity: 'Sharjah', shippingAddressLine1: 'Flat 8',
      }, shopper.cookie);
      expect(next.status).toBe(201);
      expect(next.body.orderNumber).toBeGreaterThan(Math.max(...orderNumbers));
      const [appended] = await query<{ position: string }>(target,
        `select min(global_position)::text as position from events where stream_id = 'order-${next.body.id}'`);
      expect(Number(appended!.position)).toBeGreaterThan(headBefore);
      // The restored store's seal carries on from the restored chain: the new order's events are sealed after it.
      const total = Number((await query<{ n: number }>(target, 'select count(*)::int as n from events'))[0]!.n);
      await expect.poll(async () => (await sealLinks(target)).length, { timeout: 10_000 }).toBe(total);
      const carriedOn = await auditCheck(target);
      expect(carriedOn.problems).toEqual([]);
      expect(carriedOn.verified).toBe(total);
      // Mail carries on from where it was: the new order's messages, none of the restored orders' again.
      await expect.poll(async () => (await query(target, 'select 1 from mail_messages')).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const mailed = await query<{ order_number: number }>(target, 'select distinct order_number from mail_messages');
      expect(mailed.map((row) => row.order_number)).toEqual([next.body.orderNumber]);
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a database that already holds a store, writing nothing', async () => {
    const before = await fingerprint(source.db.url);
    const refused = await tool('restore', [backupFile], source.db.url);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Restore refused: The database is not empty');
    expect(refused.stderr).toContain('Nothing was written');
    expect(await fingerprint(source.db.url)).toEqual(before);
  }, 60_000);

  it('refuses a damaged or truncated file before writing anything', async () => {
    const bytes = await readFile(backupFile);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    const text = brotliDecompressSync(bytes).toString('utf8');
    // Valid compressed data around a changed row: only the file's own checksums can tell.
    // (A product's name: a shopper's name is sealed, not readable in the file.)
    const edited = brotliCompressSync(Buffer.from(text.replace('Silk Hijab', 'Silk Hijeb'), 'utf8'));
    expect(edited.equals(brotliCompressSync(Buffer.from(text, 'utf8')))).toBe(false);
    const cases: [string, Buffer, RegExp][] = [
      ['flipped.jsonl.br', flipped, /damaged|checksum|not valid JSON/],
      ['truncated.jsonl.br', bytes.subarray(0, Math.floor(bytes.length * 0.6)), /truncated/],
      ['edited.jsonl.br', edited, /does not match its checksum/],
    ];
    for (const [name, content, message] of cases) {
      await writeFile(path.join(folder, name), content);
      const target = await emptyDatabase();
      const before = await fingerprint(target);
      const refused = await tool('restore', [name], target);
      expect(refused.code, name).toBe(1);
      expect(refused.stderr, name).toMatch(/Restore refused: /);
      expect(refused.stderr, name).toMatch(message);
      expect(await fingerprint(target), name).toEqual(before);
      expect(before).toEqual({ tables: 0 });
    }
  }, 90_000);

  it('writes in one transaction: a log the event store refuses halfway leaves nothing behind', async () => {
    // A file whose every checksum holds, but whose log gains 6,000 more events (more than one batch of the restore)
    // and ends in a gap: version 2 of a stream that has no version 1, refused by the log's foreign key only after
    // the first batch went in.
    const lines = await backupLines(backupFile);
    const end = lines.findIndex((line) => line.startsWith('{"end":"events"'));
    const lastPosition = JSON.parse(lines[end - 1]!)[0] as number;
    const extra = Array.from({ length: 6000 }, (_, index) => {
      const last = index === 5999;
      return JSON.stringify([lastPosition + 1 + index, '99999999', `filler-${last ? 'gap' : index}`, 'filler', last ? 2 : 1,
        'FillerRecorded', 1, '{}', '{}', '2026-01-01T00:00:00+00:00']);
    });
    lines.splice(end, 0, ...extra);
    await writeFile(path.join(folder, 'gap.jsonl.br'), sealedFile(lines));

    const target = await emptyDatabase();
    const refused = await tool('restore', ['gap.jsonl.br'], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Restore refused: The backup's event log breaks the event store's rules/);
    expect(await fingerprint(target)).toMatchObject({ events: 0, media: 0 });
  }, 60_000);

  it('restores a backup of a store from before a migration as that store upgraded: new mail starts after its log', async () => {
    // The backup as a store without order mail would have made it: no mail migration, no mail reactor.
    const lines = (await backupLines(backupFile)).filter((line) => !line.startsWith('["order_mail",'));
    const header = JSON.parse(lines[0]!);
    header.store.migrations = header.store.migrations.filter((id: string) => !id.startsWith('mail:messages:'));
    lines[0] = JSON.stringify(header);
    await writeFile(path.join(folder, 'older.jsonl.br'), sealedFile(lines));

    const target = await emptyDatabase();
    const restored = await tool('restore', ['older.jsonl.br'], target);
    expect(restored.code).toBe(0);
    const [mail] = await query<{ position: string; head: string }>(target,
      `select global_position::text as position, (select max(global_position)::text from events) as head
       from projection_checkpoints where name = 'order_mail'`);
    expect(mail!.position).toBe(mail!.head);
  }, 60_000);

  it('backs up a store that keeps taking orders as one moment of it', async () => {
    const admin = await source.login();
    const busy = await createProduct(source, admin, { variants: [{ size: 'S', price: '10.00', stock: 1000 }] });
    const shopper = await source.customer();
    let backingUp = true;
    let placed = 0;
    const orders = (async () => {
      for (let i = 0; backingUp && i < 300; i++) {
        const response = await source.request('POST', '/api/orders', {
          cookie: shopper,
          body: {
            items: [{ productId: busy.id, variantId: busy.variants[0]!.id, quantity: 1 + (i % 3), price: '10.00' }],
            shippingName: 'Busy Shopper', shippingPhone: '+971 50 000 0000', shippingCity: 'Ajman', shippingAddressLine1: 'Tower 2',
          },
        });
        expect(response.status).toBe(201);
        placed += 1;
      }
    })();
    const backup = await tool('backup', ['--out', 'busy.jsonl.br'], source.db.url);
    backingUp = false;
    await orders;
    expect(backup.code).toBe(0);
    expect(placed).toBeGreaterThan(0);

    const target = await emptyDatabase();
    expect((await tool('restore', ['busy.jsonl.br'], target)).code).toBe(0);
    // Every order in the backup took its units from the product in the backup, and no other order did.
    const [restored] = await query<{ stock: number; sold: number; orders: number }>(target,
      `select (select stock from variants where id = '${busy.variants[0]!.id}') as stock,
         (select coalesce(sum(quantity), 0)::int from order_items where variant_id = '${busy.variants[0]!.id}') as sold,
         (select count(distinct order_id)::int from order_items where variant_id = '${busy.variants[0]!.id}') as orders`);
    expect(restored!.stock + restored!.sold).toBe(1000);
    expect(restored!.orders).toBeLessThanOrEqual(placed);
  }, 90_000);

  it('uses up transaction ids first when a log needs more of them than a new database has used', async () => {
    const pool = createPool(await emptyDatabase(), { max: 2, logger: createLogger('error') });
    try {
      const next = async () => BigInt((await pool.query('select pg_snapshot_xmax(pg_current_snapshot())::text as x')).rows[0].x);
      const wanted = Number(await next()) + 300;
      await reserveTransactionIds(pool, wanted);
      expect(await next()).toBeGreaterThanOrEqual(BigInt(wanted) + 3n);
    } finally {
      await pool.end();
    }
  });

  it('reads a backup that was recompressed with gzip', async () => {
    const recompressed = path.join(folder, 'store.jsonl.gz');
    await writeFile(recompressed, gzipSync(brotliDecompressSync(await readFile(backupFile))));
    const { header } = await verifyBackup(recompressed);
    expect(header.counts.events).toBe(eventsBackedUp);
  });
});
