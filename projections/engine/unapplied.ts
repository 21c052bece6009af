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
  const found = await Promise.all(
    behind.map(async (model) => {
      const result = await db.query<{ transaction_id: string; global_position: string }>({
        name: 'read-model-last-unapplied-event',
        text: `select transaction_id::text as transaction_id, global_position from events
          where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
            and (transaction_id, global_position) <= ($3::text::xid8, $4::bigint)
            and ($5::text[] is null or type = any($5::text[]))
          order by transaction_id desc, global_position desc
          limit 1`,
        values: [
          model.from.transactionId.toString(),
          model.from.globalPosition,
          position.transactionId.toString(),
          position.globalPosition,
          model.types,
        ],
      });
      const row = result.rows[0];
      return row ? ([model.name, { transactionId: BigInt(row.transaction_id), globalPosition: Number(row.global_position) }] as const) : null;
    }),
  );
  return new Map(found.filter((entry) => entry !== null));
}
