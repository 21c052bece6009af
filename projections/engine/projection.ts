import type { PoolClient } from 'pg';
import type { Checkpoint, StoredEvent } from '../../events/index.js';
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
  /**
   * Optional, for a full rebuild: fills the read model's freshly migrated, empty tables (only their primary keys
   * in place) from every event of the log up to and including `upTo`, with statements that run inside the
   * database (see from-log.ts), leaving the rows `apply` would leave for the same events. The stored data is read
   * as stored: such statements read only fields that every stored version of their event types has (see each
   * projection's from-log test).
   */
  fromLog?(client: PoolClient, upTo: Checkpoint): Promise<void>;
  /**
   * The event types whose personal fields `fromLog` (or `deferredFromLog`) reads (ADR 068): the rebuild opens their
   * sealed fields first, into the temporary table `personal_opened` its statements join (`opened`, `withOpened`).
   */
  readonly fromLogReadsPersonal?: readonly string[];
  /**
   * Optional, for a full rebuild of a read model filled through `apply`: event types the rebuild's shared pass
   * leaves out (they are not even read), and how the database then applies every one of them up to where the pass
   * stopped, leaving what applying them in their places would (see from-log.ts).
   */
  readonly deferredFromLog?: {
    readonly types: readonly string[];
    apply(client: PoolClient, upTo: Checkpoint): Promise<void>;
  };
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
