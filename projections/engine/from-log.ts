import type { Checkpoint, Queryable } from '../../events/index.js';

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

/** The parameters `upTo` reads. */
export const upToValues = (checkpoint: Checkpoint): [string, number] => [
  checkpoint.transactionId.toString(),
  checkpoint.globalPosition,
];
