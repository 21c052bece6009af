import type { PoolClient } from 'pg';
import { startOfLog, type Checkpoint, type Queryable } from '../../events/index.js';
import type { Migration } from '../../infra/migrate.js';

export const checkpointMigration: Migration = {
  id: 'projections:checkpoints:1',
  sql: `create table if not exists projection_checkpoints (
    name text primary key,
    transaction_id xid8 not null default '0',
    global_position bigint not null default 0,
    updated_at timestamptz not null default now()
  );`,
};

/** Locks the projection's checkpoint row for this transaction and returns it. */
export async function lockCheckpoint(client: PoolClient, name: string): Promise<Checkpoint> {
  const select = () =>
    client.query<{ transaction_id: string; global_position: number }>(
      `select transaction_id::text as transaction_id, global_position
       from projection_checkpoints where name = $1 for update`,
      [name],
    );
  let result = await select();
  if (result.rowCount === 0) {
    await client.query('insert into projection_checkpoints (name) values ($1) on conflict (name) do nothing', [name]);
    result = await select();
  }
  const row = result.rows[0];
  return row ? { transactionId: BigInt(row.transaction_id), globalPosition: Number(row.global_position) } : startOfLog;
}

export async function saveCheckpoint(client: PoolClient, name: string, checkpoint: Checkpoint): Promise<void> {
  await client.query(
    `update projection_checkpoints set transaction_id = $2::text::xid8, global_position = $3, updated_at = now()
     where name = $1`,
    [name, checkpoint.transactionId.toString(), checkpoint.globalPosition],
  );
}

/** Moves the checkpoint from `from` to `to` only if it still is at `from`; false when another runner moved it. */
export async function moveCheckpointFrom(client: Queryable, name: string, from: Checkpoint, to: Checkpoint): Promise<boolean> {
  const result = await client.query(moveCheckpointStatement(name, from, to));
  return result.rowCount === 1;
}

/**
 * The statement `moveCheckpointFrom` sends, its values written into the text (a name of lower-case letters, digits
 * and underscores, and numbers): so it can go in one round trip with the `begin` before it.
 */
export function moveCheckpointStatement(name: string, from: Checkpoint, to: Checkpoint): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Bad projection name ${name}`);
  return `update projection_checkpoints
    set transaction_id = '${to.transactionId}'::xid8, global_position = ${to.globalPosition}, updated_at = now()
    where name = '${name}' and transaction_id = '${from.transactionId}'::xid8 and global_position = ${from.globalPosition}`;
}

export async function readCheckpoints(client: Queryable): Promise<Map<string, Checkpoint>> {
  const result = await client.query<{ name: string; transaction_id: string; global_position: number }>(
    'select name, transaction_id::text as transaction_id, global_position from projection_checkpoints',
  );
  return new Map(
    result.rows.map((row) => [
      row.name,
      { transactionId: BigInt(row.transaction_id), globalPosition: Number(row.global_position) },
    ]),
  );
}

/**
 * The statement that sets a new reactor's checkpoint where the log stands (its last settled event), unless it has one:
 * a reactor added to a running store acts on what comes next, not on all that came before it.
 */
export const checkpointAtLogEnd = (name: string): string =>
  `insert into projection_checkpoints (name, transaction_id, global_position)
      select '${name}', transaction_id, global_position from events
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by transaction_id desc, global_position desc limit 1
    on conflict (name) do nothing;`;
