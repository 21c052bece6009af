import type pg from 'pg';
import type { Queryable, StoredEvent } from '../../events/index.js';
import type { Migration } from '../../infra/migrate.js';
import type { Projection } from './projection.js';

/**
 * A projection that stopped: the event it cannot apply, where it stands (it resumes from there), why and since when.
 * Kept on its checkpoint row, so every instance (readiness, the admin health page, the metric, reads waiting for it)
 * sees what the one leading it found (ADR 061).
 */
export interface ProjectionFailure {
  readonly projection: string;
  /** The event it could not apply; null when the database refused its batch whatever the events (no one event to blame). */
  readonly event: FailedEvent | null;
  /** The position of the last event it applied: it resumes after it, at the event it could not apply. */
  readonly checkpoint: number;
  /** What the database (or the handler) said. */
  readonly error: string;
  /** When it first failed this way. */
  readonly since: Date;
}

export interface FailedEvent {
  readonly position: number;
  readonly type: string;
  readonly streamId: string;
}

export const checkpointFailureMigration: Migration = {
  id: 'projections:checkpoints:2',
  sql: `alter table projection_checkpoints
    add column if not exists failed_at timestamptz,
    add column if not exists failed_position bigint,
    add column if not exists failed_event_type text,
    add column if not exists failed_stream_id text,
    add column if not exists failure text;`,
};

/** The words of a failure for logs and answers: the database's message, without its stack. */
export function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const detail = (error as { detail?: unknown } | null)?.detail;
  const text = typeof detail === 'string' && detail ? `${message} (${detail})` : message;
  return text.length > 1000 ? `${text.slice(0, 999)}…` : text;
}

export function failedEvent(event: StoredEvent): FailedEvent {
  return { position: event.globalPosition, type: event.type, streamId: event.streamId };
}

/** One sentence naming the read model and the event: for readiness, the rebuild command and the log. */
export function describeFailure(failure: Pick<ProjectionFailure, 'projection' | 'event' | 'checkpoint' | 'error'>): string {
  const where = failure.event
    ? `cannot apply event ${failure.event.position} (${failure.event.type}, stream ${failure.event.streamId})`
    : `stopped after event ${failure.checkpoint}`;
  return `The ${failure.projection} read model ${where}: ${failure.error}`;
}

/**
 * Applies `events` one at a time inside the caller's transaction, each under a savepoint, until one fails: returns
 * how many applied (kept in the transaction) and the one that failed with its error, or null when all applied.
 * Applying events one by one leaves what applying them as a batch leaves (batch-equivalence.int.test.ts), so the
 * events before the failing one can be kept.
 */
export async function applyOneByOne(
  client: pg.PoolClient,
  projection: Projection,
  events: readonly StoredEvent[],
): Promise<{ applied: number; failed: { event: StoredEvent; error: unknown } | null }> {
  let applied = 0;
  for (const event of events) {
    await client.query('savepoint apply_one');
    try {
      await projection.apply(client, [event]);
    } catch (error) {
      await client.query('rollback to savepoint apply_one');
      return { applied, failed: { event, error } };
    }
    await client.query('release savepoint apply_one');
    applied += 1;
  }
  return { applied, failed: null };
}

/** A rebuild (or any replay) stopped by an event its projection cannot apply. */
export class ProjectionEventError extends Error {
  constructor(readonly failure: Omit<ProjectionFailure, 'since'>) {
    super(describeFailure(failure));
    this.name = 'ProjectionEventError';
  }
}

/**
 * Marks the projection failed. `since` is kept while it fails the same way (same event, same reason), so another
 * instance or a restart finding the same failure does not make it look new.
 */
export async function recordFailure(db: Queryable, name: string, event: FailedEvent | null, error: string): Promise<void> {
  await db.query(
    `insert into projection_checkpoints (name, failed_at, failed_position, failed_event_type, failed_stream_id, failure)
     values ($1, now(), $2, $3, $4, $5)
     on conflict (name) do update set
       failed_at = case
         when projection_checkpoints.failed_position is not distinct from excluded.failed_position
           and projection_checkpoints.failure is not distinct from excluded.failure
         then coalesce(projection_checkpoints.failed_at, now()) else now() end,
       failed_position = excluded.failed_position, failed_event_type = excluded.failed_event_type,
       failed_stream_id = excluded.failed_stream_id, failure = excluded.failure`,
    [name, event?.position ?? null, event?.type ?? null, event?.streamId ?? null, error],
  );
}

/** The projection applies again: its failure is forgotten. True when it was recorded failed. */
export async function clearFailure(db: Queryable, name: string): Promise<boolean> {
  const result = await db.query(
    `update projection_checkpoints
     set failed_at = null, failed_position = null, failed_event_type = null, failed_stream_id = null, failure = null
     where name = $1 and failed_at is not null`,
    [name],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function readFailures(db: Queryable): Promise<Map<string, ProjectionFailure>> {
  const result = await db.query<{
    name: string;
    global_position: number;
    failed_at: Date;
    failed_position: number | null;
    failed_event_type: string | null;
    failed_stream_id: string | null;
    failure: string | null;
  }>(
    `select name, global_position, failed_at, failed_position, failed_event_type, failed_stream_id, failure
     from projection_checkpoints where failed_at is not null order by name`,
  );
  return new Map(
    result.rows.map((row) => [
      row.name,
      {
        projection: row.name,
        event:
          row.failed_position === null
            ? null
            : { position: Number(row.failed_position), type: row.failed_event_type ?? '', streamId: row.failed_stream_id ?? '' },
        checkpoint: Number(row.global_position),
        error: row.failure ?? '',
        since: row.failed_at,
      },
    ]),
  );
}

/**
 * Which of `events` `projection` cannot apply to the tables of `searchPath`, found in a transaction that is then
 * rolled back (the tables are left as they were): the event and its error, or null when every one applies.
 */
export async function findFailingEvent(
  pool: pg.Pool,
  projection: Projection,
  events: readonly StoredEvent[],
  searchPath: string,
): Promise<{ event: StoredEvent; error: unknown; before: StoredEvent | null } | null> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    await client.query(`set local search_path = ${searchPath}`);
    const { applied, failed } = await applyOneByOne(client, projection, events);
    return failed && { ...failed, before: events[applied - 1] ?? null };
  } finally {
    await client.query('rollback').catch((error: Error) => (broken = error));
    client.release(broken);
  }
}
