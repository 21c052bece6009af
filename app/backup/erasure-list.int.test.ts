import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { EventStore, storeCatalogue } from '../../events/index.js';
import { orderStreamId } from '../../events/orders.js';
import { allProjections } from '../../projections/index.js';
import { createProduct } from '../../tests/support/catalog-fixtures.js';
import { testDataKey, testVault, withDatabase } from '../../tests/support/database.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { projectRoot } from '../../infra/project-root.js';
import { verifyBackup } from './read-backup.js';

// A backup keeps every shopper's data keys; an erasure made after it lives on in it. The erasure list brings such
// erasures back when the backup is restored.

let source: TestStore;
let folder: string;
const databases: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  return withDatabase(inject('databaseAdminUrl'), name);
}

/** A command as the operator runs it (from source), against `databaseUrl`, with the source store's DATA_KEY. */
function tool(name: string, args: string[], databaseUrl: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, `app/cli/${name}.ts`), ...args], {
      cwd: projectRoot,
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

/** Every row of every read model, as text. */
async function readModelText(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const texts: string[] = [];
    for (const table of allProjections.flatMap((projection) => projection.tables)) {
      const rows = await client.query<{ row: string }>(`select t::text as row from ${table} t`);
      texts.push(...rows.rows.map((row) => row.row));
    }
    return texts.join('\n');
  } finally {
    await client.end();
  }
}

/** Her own stream and her order's, as the store reads them (opened with the restored data keys). */
async function herEvents(url: string, userId: string, orderId: string): Promise<string> {
  const pool = createPool(url, { max: 2, logger: createLogger('error') });
  try {
    const store = new EventStore(pool, storeCatalogue, testVault(pool));
    const events = [...(await store.readStream(`user-${userId}`)), ...(await store.readStream(orderStreamId(orderId)))];
    expect(events.length).toBeGreaterThanOrEqual(2);
    return JSON.stringify(events.map((event) => event.data));
  } finally {
    await pool.end();
  }
}

beforeAll(async () => {
  source = await startTestStore();
  folder = await mkdtemp(path.join(os.tmpdir(), 'erasure-list-'));
}, 60_000);

afterAll(async () => {
  await source?.stop();
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(folder, { recursive: true, force: true });
});

describe('backups, data keys and the erasure list', () => {
  it('restores a backup made before her erasure without her data when given the erasure list, and with it when not', async () => {
    const admin = await source.login();
    const product = await createProduct(source, admin, { variants: [{ size: 'M', price: '120.00', stock: 10 }] });
    const marker = randomBytes(4).toString('hex');
    const email = `layla.${marker}@example.com`;
    const registered = await source.request('POST', '/api/auth/register', { body: { name: `Layla ${marker}`, email, password: 'secret1' } });
    expect(registered.status).toBe(201);
    const userId = registered.body.id as string;
    const cookie = /session=[^;]+/.exec(registered.headers.get('set-cookie') ?? '')![0];
    const placed = await source.request('POST', '/api/orders', {
      cookie,
      body: {
        items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
        shippingName: `Layla ${marker}`,
        shippingPhone: '050 765 4321',
        shippingCity: 'Dubai',
        shippingAddressLine1: `Villa ${marker}`,
      },
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as string;
    await source.settled();
    const showsHer = (text: string) => text.includes(marker) || text.includes(email) || /765\s?4321/.test(text);

    // The backup holds her data key (wrapped), in its own section.
    const backup = await tool('backup', ['--out', 'before.jsonl.br'], source.db.url);
    expect(backup.code, backup.stderr).toBe(0);
    const backupFile = path.join(folder, 'before.jsonl.br');
    const lines = brotliDecompressSync(await readFile(backupFile)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    expect(header.version).toBe(2);
    const keys = lines.filter((line) => line.startsWith(`["${userId}",`));
    expect(keys).toHaveLength(2); // her data key and her sign-in
    expect(header.counts.personal_data_keys).toBeGreaterThanOrEqual(2);

    // She erases herself after the backup; the erasure list records it, and nothing of hers.
    expect((await source.request('POST', '/api/account/erase', { cookie, body: { password: 'secret1' } })).status).toBe(202);
    const list = await tool('privacy-erasures', ['erasures.jsonl'], source.db.url);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain('1 erasures');
    const listText = await readFile(path.join(folder, 'erasures.jsonl'), 'utf8');
    const [entry] = listText.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(entry).toMatchObject({ userId, by: 'self' });
    expect(Number.isInteger(entry.position)).toBe(true);
    expect(showsHer(listText)).toBe(false);

    // Restored with the list: her erasure is made again before any read model is built.
    const withList = await emptyDatabase();
    const restored = await tool('restore', ['before.jsonl.br', '--erasures', 'erasures.jsonl'], withList);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stderr).not.toContain('Warning');
    expect(restored.stdout).toContain('erasure list: 1 erasures made after the backup re-applied');
    const erasedText = await readModelText(withList);
    expect(erasedText).toContain(userId);
    expect(showsHer(erasedText)).toBe(false);
    expect(showsHer(await herEvents(withList, userId, orderId))).toBe(false);
    const client = new pg.Client({ connectionString: withList });
    await client.connect();
    const [erasure] = (await client.query(
      `select data->>'by' as by, data->>'reason' as reason, data->>'erasedAt' as erased_at from events
       where stream_id = $1 and type = 'PersonalDataErased'`, [`user-${userId}`])).rows;
    const [order] = (await client.query('select total_amount::text as total, user_id from orders where id = $1', [orderId])).rows;
    const [key] = (await client.query('select wrapped, destroyed_at from personal_data_keys where person_id = $1', [userId])).rows;
    await client.end();
    expect(erasure).toMatchObject({ by: 'retention', erased_at: entry.erasedAt });
    expect(erasure.reason).toMatch(/^Re-applied from the erasure list/);
    // Her order's amounts stay.
    expect(order).toEqual({ total: placed.body.totalAmount, user_id: userId });
    expect(key.wrapped).toBeNull();

    // Restored without it: she is back, which is why the list is kept with the backups.
    const withoutList = await emptyDatabase();
    const bare = await tool('restore', ['before.jsonl.br'], withoutList);
    expect(bare.code, bare.stderr).toBe(0);
    expect(bare.stderr).toContain('erasures made after this backup are not re-applied');
    expect(showsHer(await readModelText(withoutList))).toBe(true);
    expect(await herEvents(withoutList, userId, orderId)).toContain(email);
  }, 180_000);

  it('still reads a backup of the format before data keys (version 1)', async () => {
    const lines = brotliDecompressSync(await readFile(path.join(folder, 'before.jsonl.br'))).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    header.version = 1;
    header.sections = header.sections.filter((section: { name: string }) => !['personal_data_keys', 'sign_ins'].includes(section.name));
    delete header.counts.personal_data_keys;
    delete header.counts.sign_ins;
    // The file without those sections, every checksum made right again.
    const kept: string[] = [];
    let dropping = false;
    for (const line of lines.slice(1, -1)) {
      if (line === '{"section":"personal_data_keys"}' || line === '{"section":"sign_ins"}') dropping = true;
      if (!dropping) kept.push(line);
      if (line.startsWith('{"end":"personal_data_keys"') || line.startsWith('{"end":"sign_ins"')) dropping = false;
    }
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const out = [JSON.stringify(header), ...kept];
    const body = out.map((line) => `${line}\n`).join('');
    out.push(JSON.stringify({ trailer: true, sha256: sha(body), lines: out.length }));
    const file = path.join(folder, 'version1.jsonl.br');
    await writeFile(file, brotliCompressSync(Buffer.from(`${out.join('\n')}\n`, 'utf8')));
    const verified = await verifyBackup(file);
    expect(verified.header.version).toBe(1);
    expect(verified.header.counts.events).toBe(header.counts.events);
  });
});
