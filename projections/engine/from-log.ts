import type { PoolClient } from 'pg';
import { personalBoxField, type Checkpoint, type EventStore, type Queryable } from '../../events/index.js';

/**
 * Support for read models that a full rebuild fills inside the database (`Projection.fromLog`): a few
 * `insert … select` statements over the stored events instead of every event sent to Node, parsed, folded and sent
 * back as rows. They read the log up to a settled checkpoint, found as the live reader finds its spans (only
 * transactions older than the snapshot's xmin, ADR 002), so nothing can still commit before it; the rebuild's
 * catch-up then applies what came after it through the projection's own `apply`, as always.
 */

export interface SettledEnd {
  /** The last event below the read horizon. */
  readonly checkpoint: Checkpoint;
  /** Events of the log up to and including it. */
  readonly read: number;
}

/** The settled end of the log now: null while the log holds no settled event. */
export async function settledEnd(db: Queryable): Promise<SettledEnd | null> {
  const result = await db.query<{ transaction_id: string; global_position: string; read: number }>(
    `with horizon as materialized (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
     select e.transaction_id::text as transaction_id, e.global_position::text as global_position,
       (select count(*) from events, horizon where transaction_id < horizon.xmin)::int as read
     from events e, horizon where e.transaction_id < horizon.xmin
     order by e.transaction_id desc, e.global_position desc limit 1`,
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    checkpoint: { transactionId: BigInt(row.transaction_id), globalPosition: Number(row.global_position) },
    read: row.read,
  };
}

/**
 * The condition "event `alias` is at or before the checkpoint", with the checkpoint as parameters $1 and $2
 * (see `upToValues`): the log's order is (transaction id, position).
 */
export const upTo = (alias: string): string =>
  `(${alias}.transaction_id, ${alias}.global_position) <= ($1::text::xid8, $2::bigint)`;

/** The join that brings in the opened personal fields of event `alias` (see `openPersonalFields`). */
export const withOpened = (alias: string): string =>
  `left join personal_opened ${alias}_opened on ${alias}_opened.global_position = ${alias}.global_position`;

/** Event `alias`'s data with its personal fields opened (with `withOpened` in its FROM). */
export const opened = (alias: string): string => `(${alias}.data || coalesce(${alias}_opened.data, '{}'::jsonb))`;

/**
 * One field of event `alias` as `opened` would give it, without merging its whole document: the opened value when
 * its box held the field, else the stored one (with `withOpened` in its FROM).
 */
export const openedField = (alias: string, field: string): string =>
  `case when ${alias}_opened.data ? '${field}' then ${alias}_opened.data->>'${field}' else ${alias}.data->>'${field}' end`;

/** The parameters `upTo` reads. */
export const upToValues = (checkpoint: Checkpoint): [string, number] => [
  checkpoint.transactionId.toString(),
  checkpoint.globalPosition,
];

/**
 * The opened personal fields of the sealed events of these types up to the checkpoint (ADR 068), as the temporary
 * table `personal_opened (global_position, data)` of this transaction: a statement that reads a personal field
 * merges `e.data || coalesce(po.data, '{}')` from it (see `opened`). A rebuild opens them once for all its read
 * models instead (`fillOpenedTable` into a table of its own).
 */
export async function openPersonalFields(
  client: PoolClient,
  store: Pick<EventStore, 'openPersonalData' | 'catalogue'>,
  types: readonly string[],
  upToCheckpoint: Checkpoint,
  batchSize = 5000,
): Promise<void> {
  await client.query(
    `create temporary table if not exists personal_opened (global_position bigint primary key, data jsonb not null)
     on commit drop`,
  );
  await fillOpenedTable(client, 'personal_opened', store, types, upToCheckpoint, batchSize);
}

/**
 * Fills `table` (global_position, data), which exists, with the opened personal fields of the sealed events of these
 * types up to the checkpoint. The keys live outside the database, so the boxes are opened here in Node, a batch at a
 * time, and written back for the statements to join; an erased person's fields come back as their erased values.
 * Runs inside the caller's transaction (its cursor lives there).
 */
export async function fillOpenedTable(
  client: PoolClient,
  table: string,
  store: Pick<EventStore, 'openPersonalData' | 'catalogue'>,
  types: readonly string[],
  upToCheckpoint: Checkpoint,
  batchSize = 5000,
): Promise<void> {
  const sealedTypes = types.filter((type) => store.catalogue.has(type) && store.catalogue.definition(type).personal);
  if (sealedTypes.length === 0) return;
  // One scan of the log through a cursor, a batch at a time: a fresh query per batch would find and sort every
  // remaining box of these types again each time. Only the box is read and only the fields in it are written back
  // (the statements merge them over the stored data): the rest of each event would cross to Node and back for nothing.
  await client.query(
    `declare personal_boxes no scroll cursor for
     select e.global_position, e.type, e.schema_version, e.data->>'${personalBoxField}' as box from events e
     where e.type = any($3::text[]) and e.data ? '${personalBoxField}' and ${upTo('e')}`,
    [...upToValues(upToCheckpoint), sealedTypes],
  );
  // Closed once read to its end; a failure ends the transaction, and the cursor with it.
  for (;;) {
    const rows = await client.query<{ global_position: string; type: string; schema_version: number; box: string }>(
      `fetch forward ${batchSize} from personal_boxes`,
    );
    if (rows.rows.length > 0) {
      const opened = (await store.openPersonalData(
        rows.rows.map((row) => ({ type: row.type, data: { [personalBoxField]: row.box } })),
      )) as Record<string, unknown>[];
      // The statements read the other fields as stored; the opened ones are lifted to the current version here, as
      // a reader's upcast would lift them (the personal-field upcasters only, see `personalUpcast`).
      const lifted = opened.map((data, index) => store.catalogue.upcastOpened(rows.rows[index]!.type, rows.rows[index]!.schema_version, data));
      await client.query(
        `insert into ${table} (global_position, data)
         select p, d from unnest($1::bigint[], $2::jsonb[]) as u(p, d)`,
        [rows.rows.map((row) => row.global_position), lifted.map((data) => JSON.stringify(data))],
      );
    }
    if (rows.rows.length < batchSize) break;
  }
  await client.query('close personal_boxes');
}
