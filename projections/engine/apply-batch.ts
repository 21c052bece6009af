import type pg from 'pg';
import type { Checkpoint, EventStore, StoredEvent } from '../../events/index.js';
import { readLogSpan, type LogSpan } from './log-reader.js';
import { typesRead, type Projection } from './projection.js';

export interface BatchCursor {
  checkpoint: Checkpoint;
  read: number;
  /** The events of the last batch that the projection handled. */
  applied?: readonly StoredEvent[];
}

/**
 * Applies the next batch after `cursor.checkpoint` to whatever tables the search path names. A batch is the next
 * `batchSize` events of the log, as before; only the ones the projection handles are fetched. Returns the events
 * the batch covered (0 at the end of the settled log), so "fewer than asked" still means "caught up".
 */
export async function applyBatch(
  client: pg.PoolClient,
  store: EventStore,
  projection: Projection,
  cursor: BatchCursor,
  batchSize: number,
): Promise<number> {
  const span = await readLogSpan(client, store, cursor.checkpoint, batchSize, typesRead(projection), {
    metadata: projection.needsMetadata,
  });
  if (span.read === 0) return 0;
  if (span.events.length > 0) await projection.apply(client, span.events);
  cursor.applied = span.events;
  advance(cursor, span);
  return span.read;
}

/** Moves a cursor past a span it has taken. */
export function advance(cursor: BatchCursor, span: LogSpan): void {
  if (!span.end) return;
  cursor.checkpoint = span.end;
  cursor.read += span.read;
}

/** The span's events each projection handles, in log order, sorted out in one pass over the span. */
export function handledBy(span: LogSpan, projections: readonly Projection[]): Map<Projection, StoredEvent[]> {
  const byType = new Map<string, StoredEvent[][]>();
  const result = new Map<Projection, StoredEvent[]>();
  for (const projection of projections) {
    const events: StoredEvent[] = [];
    result.set(projection, events);
    for (const type of projection.handles) byType.set(type, [...(byType.get(type) ?? []), events]);
  }
  for (const event of span.events) for (const events of byType.get(event.type) ?? []) events.push(event);
  return result;
}

/** Every event type at least one of the projections handles: what a shared read must fetch. */
export function handledByAny(projections: readonly Projection[]): string[] {
  return [...new Set(projections.flatMap((projection) => projection.handles))];
}
