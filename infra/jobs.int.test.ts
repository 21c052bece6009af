import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { startJobs, type Jobs } from './jobs.js';
import { createLogger } from './logger.js';

describe('background jobs', () => {
  const databases: TestDatabase[] = [];
  beforeAll(async () => {
    for (let round = 0; round < 4; round += 1) databases.push(await createTestDatabase());
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('start on a fresh database from several instances at once, every queue created once', async () => {
    const queues = ['first-queue', 'second-queue', 'third-queue'];
    for (const database of databases) {
      const started: Jobs[] = await Promise.all(
        [1, 2, 3].map(() => startJobs({ databaseUrl: database.url, queues, logger: createLogger('silent') })),
      );
      try {
        const found = await database.pool.query<{ name: string }>("select name from pgboss.queue where name not like '\\_\\_pgboss%' order by name");
        expect(found.rows.map((row) => row.name)).toEqual([...queues].sort());
      } finally {
        await Promise.all(started.map((jobs) => jobs.stop()));
      }
    }
  });
});

describe('a worker taking jobs in batches', () => {
  let database: TestDatabase;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs({ databaseUrl: database.url, queues: ['batched', 'burst', 'in-turn'], logger: createLogger('silent') });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.drop();
  });

  async function queue(name: string, count: number): Promise<void> {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await jobs.insertInTransaction(
        client,
        name,
        Array.from({ length: count }, (_, n) => ({ data: { n }, options: { retryLimit: 2, retryDelay: 1, expireInSeconds: 30 } })),
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  }

  async function states(name: string): Promise<Record<string, number>> {
    const result = await database.pool.query<{ state: string; count: number }>(
      'select state, count(*)::int as count from pgboss.job where name = $1 group by state',
      [name],
    );
    return Object.fromEntries(result.rows.map((row) => [row.state, row.count]));
  }

  it('retries a failed job of a batch alone and completes the others once', async () => {
    const attempts = new Map<number, number>();
    await queue('batched', 6);
    await jobs.work<{ n: number }>(
      'batched',
      async ({ n }) => {
        attempts.set(n, (attempts.get(n) ?? 0) + 1);
        if (n === 3 && attempts.get(n) === 1) throw new Error('the mail server said no');
      },
      { batchSize: 6 },
    );
    await expect.poll(() => states('batched'), { timeout: 15_000 }).toEqual({ completed: 6 });
    expect(Object.fromEntries(attempts)).toEqual({ 0: 1, 1: 1, 2: 1, 3: 2, 4: 1, 5: 1 });
  });

  it('takes the next batch at once after a full one, not a polling interval later', async () => {
    const handled = new Set<number>();
    await queue('burst', 40);
    // Looking again only every minute: 40 jobs in batches of 8 would take four minutes if each batch waited for it.
    await jobs.work<{ n: number }>('burst', async ({ n }) => void handled.add(n), { batchSize: 8, pollingIntervalSeconds: 60 });
    await expect.poll(() => handled.size, { timeout: 20_000 }).toBe(40);
    await expect.poll(() => states('burst'), { timeout: 10_000 }).toEqual({ completed: 40 });
  });

  it('handles the jobs of one key one after another in their order, and other keys meanwhile', async () => {
    const log: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    await queue('in-turn', 6);
    await jobs.work<{ n: number }>(
      'in-turn',
      async ({ n }) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        log.push(`start ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        log.push(`end ${n}`);
        running -= 1;
      },
      { batchSize: 6, inTurn: { key: ({ n }) => (n % 2 === 0 ? 'even' : 'odd'), order: ({ n }) => n } },
    );
    await expect.poll(() => log.length, { timeout: 15_000 }).toBe(12);
    const of = (key: number[]) => log.filter((entry) => key.includes(Number(entry.split(' ')[1])));
    expect(of([0, 2, 4])).toEqual(['start 0', 'end 0', 'start 2', 'end 2', 'start 4', 'end 4']);
    expect(of([1, 3, 5])).toEqual(['start 1', 'end 1', 'start 3', 'end 3', 'start 5', 'end 5']);
    expect(mostAtOnce).toBe(2);
  });
});
