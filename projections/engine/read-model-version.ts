import type { PoolClient } from 'pg';
import type { Queryable } from '../../events/index.js';

/**
 * A one-row table counting the events a read model has applied, so readers
 * can tell cheaply whether anything changed. The count is the same for the
 * live tables and a rebuild of them (both apply the same events), so it
 * never makes a rebuild look different; a swap still changes the version,
 * because the version also names the table's identity (its oid).
 */
export function versionTableSql(table: string): string {
  return `create table ${table} (
    singleton boolean primary key default true check (singleton),
    changes bigint not null default 0
  );
  insert into ${table} default values;`;
}

export async function countChanges(client: PoolClient, table: string, events: number): Promise<void> {
  await client.query(`update ${table} set changes = changes + $1`, [events]);
}

export async function readVersion(db: Queryable, table: string): Promise<string> {
  const result = await db.query<{ table_oid: string; changes: number }>(
    `select tableoid::text as table_oid, changes from ${table}`,
  );
  const row = result.rows[0];
  return row ? `${row.table_oid}.${row.changes}` : 'none';
}
