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
