import type { Checkpoint, Queryable } from '../../events/index.js';

/** A read model known to stand at `from`, asked whether the log holds events for it up to a position. */
export interface BehindReadModel {
  readonly name: string;
  readonly from: Checkpoint;
  /** The event types it reads; null for every type. */
  readonly types: readonly string[] | null;
}

/**
 * Of the read models given, those for which the log holds committed events of their types after where they stand
 * and at or before `position`, each with the last such event: reaching it, a read model shows everything the log
 * held up to `position` that concerns it. One with none already does, whether or not its checkpoint has moved past
 * the events meant for others, so a reader carrying that position need not wait for it. The target is never past
 * the log's last event, so a position from elsewhere (another database, a store restored since) cannot make a
 * reader wait for what will never come. Events still uncommitted are not seen, which is right: the position a
 * reader carries is that of an answered (committed) write, and writes not yet answered are no part of it.
 */
export async function unappliedEvents(
  db: Queryable,
  behind: readonly BehindReadModel[],
  position: Checkpoint,
): Promise<Map<string, Checkpoint>> {
  // One statement for all of them: a read right after a write finds several read models behind.
  const models = behind.map((model) => ({
    name: model.name,
    tx: model.from.transactionId.toString(),
    gp: model.from.globalPosition,
    types: model.types,
  }));
  const result = await db.query<{ name: string; transaction_id: string; global_position: string }>({
    name: 'read-models-last-unapplied-events',
    text: `select m.name, e.transaction_id::text as transaction_id, e.global_position
      from jsonb_to_recordset($1::jsonb) as m(name text, tx text, gp bigint, types text[])
      cross join lateral (
        select transaction_id, global_position from events
        where (transaction_id, global_position) > (m.tx::xid8, m.gp)
          and (transaction_id, global_position) <= ($2::text::xid8, $3::bigint)
          and (m.types is null or type = any(m.types))
        order by transaction_id desc, global_position desc
        limit 1
      ) e`,
    values: [JSON.stringify(models), position.transactionId.toString(), position.globalPosition],
  });
  return new Map(
    result.rows.map((row) => [row.name, { transactionId: BigInt(row.transaction_id), globalPosition: Number(row.global_position) }]),
  );
}
