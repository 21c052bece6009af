import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { createPool } from './db.js';
import { createLogger } from './logger.js';
import { pgTimeText } from './pg-time.js';

// A database server set to another zone than UTC: the store's connections still write times as its answers do.
describe('the store’s connections and the database’s time zone', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const name = new URL(database.url).pathname.slice(1);
    await database.pool.query(`alter database ${name} set timezone = 'Asia/Dubai'`);
  });
  afterAll(() => database.drop());

  it('reads and writes times in UTC whatever zone the database is set to', async () => {
    const pool = createPool(database.url, { max: 1, logger: createLogger('error') });
    try {
      const { rows } = await pool.query<{ zone: string; written: string }>(
        `select current_setting('timezone') as zone, to_json('2026-01-02T03:04:05.12Z'::timestamptz) #>> '{}' as written`,
      );
      expect(rows[0]).toEqual({ zone: 'UTC', written: pgTimeText('2026-01-02T03:04:05.12Z') });
    } finally {
      await pool.end();
    }
  });
});
