import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../events/index.js';
import type { Migration } from '../../infra/migrate.js';

export type { Migration };

/**
 * A read model: the event types it handles, the tables it owns and how it
 * changes them. `apply` runs inside the transaction that also moves the
 * projection's checkpoint, so an event is applied exactly once or not at all.
 * Table DDL in `migrations` uses unqualified names: a rebuild replays it into
 * a shadow schema.
 */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  readonly tables: readonly string[];
  readonly migrations: readonly Migration[];
  /**
   * Set when `apply` reads an event's `metadata` or `recordedAt`. Without it, events reach `apply` without them
   * (their getters throw): reading and parsing them is a good share of what replaying the log costs, and read
   * models are built from what happened, not from who did it or when it was stored.
   */
  readonly needsMetadata?: boolean;
  apply(client: PoolClient, events: readonly StoredEvent[]): Promise<void>;
}

/**
 * In `handles`: every event of the log, whatever its type, also one no catalogue knows (the audit seal must
 * see the whole log, not the types known when it was written).
 */
export const everyEvent = '*';

/** The types a read of the log must return in full for the projection: null for all of them. */
export function typesRead(projection: Projection): readonly string[] | null {
  return projection.handles.includes(everyEvent) ? null : projection.handles;
}

/** Whether an append of these types concerns the projection. */
export function concerns(projection: Projection, eventTypes: readonly string[]): boolean {
  return projection.handles.some((type) => type === everyEvent || eventTypes.includes(type));
}

export function defineProjection(projection: Projection): Projection {
  if (!/^[a-z][a-z0-9_]*$/.test(projection.name)) throw new Error(`Bad projection name ${projection.name}`);
  return projection;
}
