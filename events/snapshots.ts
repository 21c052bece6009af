import type { Queryable } from './store.js';

/**
 * How a fold's state is kept as a snapshot: a name and a version (a snapshot taken by another version of the
 * fold is ignored, so changing a fold only needs its version raised), and the state to and from JSON.
 */
export interface Snapshotting<State> {
  readonly name: string;
  readonly version: number;
  toJson(state: State): unknown;
  fromJson(json: unknown): State;
  /**
   * How many events past the last snapshot a read may go before a new one is taken (`snapshotEvery` when absent).
   * Streams every order reads, whose cold read sits in the order's own time, keep them closer together.
   */
  readonly every?: number;
}

/**
 * A snapshot is taken when a command has read at least this many events of a stream past the last snapshot
 * (or, without one, from its start): a write then reads at most about this many events of the stream, plus one
 * snapshot row, however long the stream grows. A fold may ask for a shorter distance (`Snapshotting.every`).
 */
export const snapshotEvery = 100;

/** Folded states of long streams, so a command need not read them from the start (ADR 030). Derived data: never backed up. */
export const snapshotsMigration = {
  id: 'events:snapshots:1',
  sql: `create table if not exists stream_snapshots (
    stream_id text not null,
    fold text not null,
    fold_version integer not null,
    stream_version integer not null,
    state jsonb not null,
    taken_at timestamptz not null default now(),
    primary key (stream_id, fold)
  )`,
};

export interface Snapshot {
  readonly state: unknown;
  readonly version: number;
}

/** The snapshot of each stream taken by this fold and version, in one statement; streams without one are absent. */
export async function readSnapshots(
  db: Queryable,
  snapshotting: Pick<Snapshotting<unknown>, 'name' | 'version'>,
  streamIds: readonly string[],
): Promise<Map<string, Snapshot>> {
  const found = new Map<string, Snapshot>();
  if (streamIds.length === 0) return found;
  const result = await db.query<{ stream_id: string; stream_version: number; state: unknown }>({
    name: 'snapshots-read',
    text: `select stream_id, stream_version, state from stream_snapshots
           where stream_id = any($1::text[]) and fold = $2 and fold_version = $3`,
    values: [streamIds, snapshotting.name, snapshotting.version],
  });
  for (const row of result.rows) found.set(row.stream_id, { state: row.state, version: row.stream_version });
  return found;
}

/**
 * Keeps the state at `version` as the stream's snapshot for this fold, unless a newer one (or one of a newer fold
 * version) is there already: two writers taking snapshots of one stream leave the later one.
 */
export async function writeSnapshot(
  db: Queryable,
  snapshotting: Pick<Snapshotting<unknown>, 'name' | 'version'>,
  streamId: string,
  snapshot: Snapshot,
): Promise<void> {
  await db.query({
    name: 'snapshots-write',
    text: `insert into stream_snapshots as s (stream_id, fold, fold_version, stream_version, state)
           values ($1, $2, $3, $4, $5)
           on conflict (stream_id, fold) do update set fold_version = excluded.fold_version,
             stream_version = excluded.stream_version, state = excluded.state, taken_at = now()
           where (s.fold_version, s.stream_version) < (excluded.fold_version, excluded.stream_version)`,
    values: [streamId, snapshotting.name, snapshotting.version, snapshot.version, JSON.stringify(snapshot.state)],
  });
}
