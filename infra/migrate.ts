import type pg from 'pg';
import { inTransaction } from './db.js';

export interface Migration {
  readonly id: string;
  readonly sql: string;
}

const migrationLock = 7_305_001;

/**
 * Applies the migrations not yet recorded, in the given order, each in its
 * own transaction. An advisory lock lets several instances start at once.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const migration of migrations) {
    if (ids.has(migration.id)) throw new Error(`Migration ${migration.id} listed twice`);
    ids.add(migration.id);
  }
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query(`create table if not exists schema_migrations (
      id text primary key, applied_at timestamptz not null default now())`);
    const done = new Set(
      (await client.query<{ id: string }>('select id from schema_migrations')).rows.map((row) => row.id),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await client.query(migration.sql);
      await client.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
