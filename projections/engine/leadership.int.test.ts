import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { Leadership } from './leadership.js';

const names = ['orders', 'catalog'];
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ migrations: [] });
});
afterAll(() => db.drop());

/** An instance's leadership, recording what it was told. */
function instance(options: { lead?: boolean } = {}) {
  const heard = { gained: [] as string[], lost: [] as string[], notified: [] as [string, string | undefined][] };
  const leadership = new Leadership({
    connectionString: db.url,
    names,
    channels: ['test_channel'],
    lead: options.lead ?? true,
    logger: createLogger('error'),
    gained: (name) => heard.gained.push(name),
    lost: (name) => heard.lost.push(name),
    notified: (channel, payload) => heard.notified.push([channel, payload]),
  });
  return { leadership, heard };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function controlPids(): Promise<number[]> {
  const result = await db.pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = 'store-projection-control' and datname = current_database()`,
  );
  return result.rows.map((row) => row.pid);
}

describe('projection leadership', () => {
  it('gives each projection to one instance only, and hands them over when the leader stops', async () => {
    const a = instance();
    const b = instance();
    try {
      expect(await a.leadership.connect()).toBe(true);
      await a.leadership.check();
      expect(a.leadership.othersListening).toBe(false);
      expect(await b.leadership.connect()).toBe(true);
      await b.leadership.check();
      await a.leadership.check();
      expect([a.leadership.othersListening, b.leadership.othersListening]).toEqual([true, true]);
      expect(a.leadership.leading()).toEqual(names);
      expect(a.heard.gained).toEqual(names);
      expect(b.leadership.leading()).toEqual([]);

      await a.leadership.stop();
      expect(a.leadership.leading()).toEqual([]);
      await b.leadership.check();
      expect(b.leadership.leading()).toEqual(names);
      expect(b.heard.gained).toEqual(names);
      expect(b.leadership.othersListening).toBe(false);
    } finally {
      await a.leadership.stop();
      await b.leadership.stop();
    }
  });

  it('drops its projections when its connection dies, and another instance takes them at its next check', async () => {
    const a = instance();
    const b = instance();
    try {
      await a.leadership.connect();
      await a.leadership.check();
      const [pid] = await controlPids();
      await b.leadership.connect();
      await db.pool.query('select pg_terminate_backend($1)', [pid]);
      await until(() => !a.leadership.connected);
      expect(a.leadership.leading()).toEqual([]);
      expect(a.heard.lost.sort()).toEqual([...names].sort());
      await b.leadership.check();
      expect(b.leadership.leading()).toEqual(names);

      // Back again, it leads nothing while the other holds the locks.
      expect(await a.leadership.connect()).toBe(true);
      await a.leadership.check();
      expect(a.leadership.leading()).toEqual([]);
    } finally {
      await a.leadership.stop();
      await b.leadership.stop();
    }
  });

  it('never leads as a follower, yet hears notifications', async () => {
    const follower = instance({ lead: false });
    try {
      await follower.leadership.connect();
      await follower.leadership.check();
      expect(follower.leadership.leading()).toEqual([]);
      await db.pool.query(`select pg_notify('test_channel', 'hello')`);
      await until(() => follower.heard.notified.length > 0);
      expect(follower.heard.notified).toEqual([['test_channel', 'hello']]);
    } finally {
      await follower.leadership.stop();
    }
    const deadline = Date.now() + 5000;
    while ((await controlPids()).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await controlPids()).toEqual([]);
  });
});
