import pg from 'pg';
import { inTransaction } from '../../infra/db.js';

/** A statement that puts back what was set aside. */
export interface SetAside {
  readonly restore: string;
  /** Foreign keys go back last: their check is a join that the other indexes may serve. */
  readonly foreignKey: boolean;
}

/**
 * Takes off the shadow tables everything but their primary keys (foreign keys, unique constraints, other indexes),
 * returning per schema the statements that put them back once the bulk of the log is in. So during a rebuild an
 * apply may rely only on primary keys, which every upsert and lookup by id of the read models uses.
 *
 * Why: a foreign key checks every inserted row with a query of its own (and locks the row it finds): for order
 * items that was 40% of their insert. Each other index takes every row at a random place of its tree, one at a
 * time; built at the end, it sorts the rows once. Added afterwards, a constraint is checked in one pass over the
 * table, and a projection that broke one (an orphan left relying on a cascade that was not there, a duplicate)
 * makes the rebuild fail instead of differ. Definitions are read with an empty search path, so the tables they
 * name are schema-qualified.
 *
 * The schemas in `withPrimaryKeys` lose their primary keys too: those of read models filled by `insert … select`
 * inside the database (Projection.fromLog), which looks nothing up by key while filling; their keys are then built
 * in one sort each, before anything is applied to them.
 */
export async function setAsideForBulk(
  client: pg.PoolClient,
  schemas: readonly string[],
  withPrimaryKeys: readonly string[] = [],
): Promise<Map<string, SetAside[]>> {
  await client.query('set local search_path = pg_catalog');
  const constraints = await client.query<{ schema: string; table: string; name: string; definition: string; type: string }>(
    `select n.nspname as schema, format('%I.%I', n.nspname, t.relname) as table, c.conname as name,
       pg_get_constraintdef(c.oid) as definition, c.contype as type
     from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = any($1::text[]) and (c.contype in ('f', 'u', 'x') or (c.contype = 'p' and n.nspname = any($2::text[])))
     order by c.contype = 'f' desc, c.oid`,
    [schemas, withPrimaryKeys],
  );
  const setAside = new Map<string, SetAside[]>();
  const add = (schema: string, item: SetAside) => setAside.set(schema, [...(setAside.get(schema) ?? []), item]);
  // Foreign keys first: a unique constraint cannot go while a foreign key leans on it.
  for (const row of constraints.rows) {
    await client.query(`alter table ${row.table} drop constraint ${pg.escapeIdentifier(row.name)}`);
    add(row.schema, {
      restore: `alter table ${row.table} add constraint ${pg.escapeIdentifier(row.name)} ${row.definition}`,
      foreignKey: row.type === 'f',
    });
  }
  // Plain indexes: those left that back no constraint.
  const indexes = await client.query<{ schema: string; name: string; definition: string }>(
    `select n.nspname as schema, format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1::text[]) and not i.indisprimary
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by i.indexrelid`,
    [schemas],
  );
  for (const row of indexes.rows) {
    await client.query(`drop index ${row.name}`);
    add(row.schema, { restore: row.definition, foreignKey: false });
  }
  for (const list of setAside.values()) list.sort((a, b) => Number(a.foreignKey) - Number(b.foreignKey));
  return setAside;
}

/** Puts back what `setAsideForBulk` took off one schema's tables, in one transaction. */
export async function restoreAfterBulk(pool: pg.Pool, setAside: readonly SetAside[]): Promise<void> {
  if (setAside.length === 0) return;
  await inTransaction(pool, async (client) => {
    // Index builds sort in memory at this size.
    await client.query(`set local maintenance_work_mem = '256MB'`);
    for (const item of setAside) await client.query(item.restore);
  });
}
