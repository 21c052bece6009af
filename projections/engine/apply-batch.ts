import type pg from 'pg';
import type { Checkpoint, EventStore, StoredEvent } from '../../events/index.js';
import type { Projection } from './projection.js';

export interface BatchCursor {
  checkpoint: Checkpoint;
  read: number;
  /** The events of the last batch that the projection handled. */
  applied?: readonly StoredEvent[];
}

/** Applies the next batch after `cursor.checkpoint` to whatever tables the search path names. */
export async function applyBatch(
  client: pg.PoolClient,
  store: EventStore,
  projection: Projection,
  cursor: BatchCursor,
  batchSize: number,
): Promise<number> {
  const events = await store.readAll(cursor.checkpoint, batchSize, client);
  if (events.length === 0) return 0;
  const applied = events.filter((event) => projection.handles.includes(event.type));
  if (applied.length > 0) await projection.apply(client, applied);
  cursor.applied = applied;
  const last = events[events.length - 1]!;
  cursor.checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  cursor.read += events.length;
  return events.length;
}
