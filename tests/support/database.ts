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

/**
 * A fresh, migrated database of its own for one test file, on the suite's PostgreSQL server: a copy of the suite's
 * template, migrated once when the suite started (global-setup.ts), unless the test asks for other migrations.
 */
export async function createTestDatabase(
  options: { catalogue?: EventCatalogue; migrations?: typeof storeMigrations } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const template = options.migrations ? null : inject('databaseTemplate');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, { max: 20, logger: createLogger('error') });
  // Copied from the template: nothing left to run (the runner checks and returns at once).
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

/**
 * The database every test database is copied from, migrated with the store's migrations once per run: copying it
 * costs a fraction of running every migration again in each test file. Its name is the run's own, so runs sharing
 * one server (DATABASE_URL) do not meet.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const pool = createPool(withDatabase(adminUrl, name), { max: 2, logger: createLogger('error') });
  try {
    await migrate(pool, storeMigrations);
  } finally {
    // A database is copied only while nobody is connected to it.
    await pool.end();
  }
  return {
    name,
    async drop() {
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
