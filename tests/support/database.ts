import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { EventStore, parseMasterKey, PersonalDataVault, storeCatalogue, type EventCatalogue } from '../../events/index.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../../app/schema.js';

/**
 * The master key of personal data in every test store (DATA_KEY), so events a test appends through its database's
 * store and those a started store appends open with the same keys.
 */
export const testDataKey = 'dGVzdC1tYXN0ZXIta2V5LW9mLXBlcnNvbmFsLWRhdGE=';

/** The vault of a test database's stores. */
export const testVault = (pool: pg.Pool) => new PersonalDataVault(pool, parseMasterKey(testDataKey));

export interface TestDatabase {
  readonly url: string;
  readonly pool: pg.Pool;
  readonly store: EventStore;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file, on the suite's PostgreSQL server. */
export async function createTestDatabase(
  options: { catalogue?: EventCatalogue; migrations?: typeof storeMigrations } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, { max: 20, logger: createLogger('error') });
  await migrate(pool, options.migrations ?? storeMigrations);
  return {
    url,
    pool,
    store: new EventStore(pool, options.catalogue ?? storeCatalogue, testVault(pool)),
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
