import pg from 'pg';
import { startOfLog, type Checkpoint, type EventStore } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import { advance, applyBatch, handledBy, handledByAny, type BatchCursor } from './apply-batch.js';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import { readLogSpan, type LogSpan } from './log-reader.js';
import type { Projection } from './projection.js';

export interface RebuildProgress {
  /** The read model being rebuilt, or the names of all of them (comma separated) while they share one pass. */
  readonly projection: string;
  readonly read: number;
  readonly head: number;
}

export interface RebuildOptions {
  /** Events of the log per batch (default 20,000). */
  readonly batchSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
  /** false: compare only, keep the live tables. */
  readonly swap?: boolean;
}

export interface RebuildResult {
  readonly projection: string;
  readonly events: number;
  /** Rows that differ between the live tables and the rebuilt ones, per table, before the swap. */
  readonly differences: Readonly<Record<string, number>>;
  readonly matches: boolean;
  readonly checkpoint: Checkpoint;
}

const shadowSchema = (name: string) => `rebuild_${name}`;

/**
 * Events of the log per batch. Bigger batches fold more (an order placed and changed in one batch is written
 * once), but each batch's transactions, while open, hold back the horizon below which the live projections may
 * read the log; at this size the longest of them (orders) stays around a quarter of a second.
 */
const defaultBatchSize = 20_000;

/**
 * Rebuilds one projection from the whole log into a shadow schema while the
 * live tables keep serving, then, with the live runner held off by the
 * checkpoint row lock, applies the last events, compares the two, and swaps
 * the rebuilt tables in. The comparison is reported, not enforced: a
 * difference is what a rebuild is for.
 */
export async function rebuildProjection(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const [result] = await rebuildProjections(pool, store, [projection], options);
  return result!;
}

/**
 * Rebuilds several projections in one pass over the log: each batch is read
 * once and applied to every projection's shadow schema in one transaction,
 * instead of each projection reading the whole log for itself. Then each
 * projection in turn is finished as `rebuildProjection` always finished it
 * (its own checkpoint lock, catch-up of both copies, EXCEPT ALL comparison,
 * swap), so the live runner of one read model is held off only while that
 * one is swapped.
 */
export async function rebuildProjections(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<RebuildResult[]> {
  const names = projections.map((projection) => projection.name);
  if (new Set(names).size !== names.length) throw new Error(`Projection listed twice: ${names.join(', ')}`);
  if (projections.length === 0) return [];
  const batchSize = options.batchSize ?? defaultBatchSize;
  // Read once: only for the progress figure, which need not follow appends made meanwhile.
  const head = await store.headPosition();

  const foreignKeys = await inTransaction(pool, async (client) => {
    for (const projection of projections) {
      const schema = shadowSchema(projection.name);
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.query(`create schema ${schema}`);
      await client.query(`set local search_path = ${schema}, public`);
      for (const migration of projection.migrations) await client.query(migration.sql);
    }
    return setForeignKeysAside(client, projections.map((projection) => shadowSchema(projection.name)));
  });

  const label = names.join(', ');
  const shared: BatchCursor = { checkpoint: startOfLog, read: 0 };
  const applied = await replayInto(pool, store, projections, handledByAny(projections), shared, batchSize, () =>
    options.onProgress?.({ projection: label, read: shared.read, head: Math.max(head, shared.read) }),
  );

  // Finishing compares whole tables: two at a time keeps a second core busy without piling up memory for hashing,
  // the biggest first so that a small one, not a big one, is last to finish.
  const bySize = [...projections].sort((a, b) => (applied.get(b) ?? 0) - (applied.get(a) ?? 0));
  const results = await mapConcurrently(bySize, 2, async (projection) => {
    await restoreForeignKeys(pool, foreignKeys.get(shadowSchema(projection.name)) ?? []);
    const shadow: BatchCursor = { checkpoint: shared.checkpoint, read: shared.read };
    const reportProgress = () =>
      options.onProgress?.({ projection: projection.name, read: shadow.read, head: Math.max(head, shadow.read) });
    // What arrived since the shared pass ended, without holding anything yet.
    await replayInto(pool, store, [projection], projection.handles, shadow, batchSize, reportProgress);
    return finish(pool, store, projection, shadow, batchSize, options.swap !== false, reportProgress);
  });
  return projections.map((projection) => results[bySize.indexOf(projection)]!);
}

/**
 * Applies the log after `cursor` to the projections' shadow tables until the settled end. Each span is read once
 * and applied to every projection in a transaction of its own, on its own connection, at the same time: the
 * read models share nothing, so the database can write them in parallel. The next span is read meanwhile:
 * parsing on this side overlaps writing on the other.
 */
async function replayInto(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  types: readonly string[],
  cursor: BatchCursor,
  batchSize: number,
  reportProgress: () => void,
): Promise<Map<Projection, number>> {
  const applied = new Map<Projection, number>();
  const metadata = projections.some((projection) => projection.needsMetadata);
  const read = (after: Checkpoint) => readLogSpan(pool, store.catalogue, after, batchSize, types, { metadata });
  const spans = readAhead(read, cursor.checkpoint, batchSize);
  for (;;) {
    const span = await spans.next();
    if (span.read === 0) break;
    const batches = handledBy(span, projections);
    await Promise.all(
      projections.map(async (projection) => {
        const events = batches.get(projection)!;
        if (events.length === 0) return;
        applied.set(projection, (applied.get(projection) ?? 0) + events.length);
        await inTransaction(pool, async (client) => {
          // A shadow batch lost to a crash is redone by running the rebuild again: no need to wait for the disk.
          // Big batches hand the database big documents to unpack: let that happen in memory.
          await client.query(
            `set local synchronous_commit = off; set local work_mem = '64MB';
             set local search_path = ${shadowSchema(projection.name)}, public`,
          );
          await projection.apply(client, events);
        });
      }),
    );
    advance(cursor, span);
    reportProgress();
  }
  return applied;
}

/** Nothing more to read. */
const endOfLog: LogSpan = { events: [], read: 0, end: null };

/**
 * Reads consecutive spans of the log, each as soon as the one before it arrived, keeping up to two ahead of the
 * one being applied: the applying waits on the database most of the time, and that is when this side can parse.
 */
function readAhead(read: (after: Checkpoint) => Promise<LogSpan>, from: Checkpoint, batchSize: number) {
  const ahead = 2;
  const following = (previous: Promise<LogSpan>) =>
    previous.then((span) => (span.read < batchSize ? endOfLog : read(span.end!)));
  const queued: Promise<LogSpan>[] = [read(from)];
  const enqueue = () => {
    while (queued.length < ahead + 1) {
      const span = following(queued[queued.length - 1]!);
      // Awaited in turn below; if the rebuild fails first, a failed read ahead must not surface on its own.
      span.catch(() => undefined);
      queued.push(span);
    }
  };
  enqueue();
  return {
    async next(): Promise<LogSpan> {
      const span = await queued.shift()!;
      if (span.read > 0) enqueue();
      return span;
    },
  };
}

interface ForeignKey {
  readonly table: string;
  readonly name: string;
  readonly definition: string;
}

/**
 * Drops the foreign keys of the shadow tables, returning them per schema to be added back once the bulk of the
 * log is in. A foreign key checks every inserted row with a query of its own (and locks the row it finds): for
 * order items that was 40% of their insert. Added afterwards, it is checked in one pass over the table, and a
 * projection that left an orphan (relying on a cascade that was not there) makes the rebuild fail instead of
 * differ. The definitions are read with an empty search path, so the tables they name are schema-qualified.
 */
async function setForeignKeysAside(
  client: pg.PoolClient,
  schemas: readonly string[],
): Promise<Map<string, ForeignKey[]>> {
  await client.query('set local search_path = pg_catalog');
  const result = await client.query<{ schema: string; table: string; name: string; definition: string }>(
    `select n.nspname as schema, format('%I.%I', n.nspname, t.relname) as table, c.conname as name,
       pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
     where c.contype = 'f' and n.nspname = any($1::text[])
     order by c.oid`,
    [schemas],
  );
  const keys = new Map<string, ForeignKey[]>();
  for (const row of result.rows) {
    await client.query(`alter table ${row.table} drop constraint ${pg.escapeIdentifier(row.name)}`);
    const list = keys.get(row.schema) ?? [];
    list.push({ table: row.table, name: row.name, definition: row.definition });
    keys.set(row.schema, list);
  }
  return keys;
}

async function restoreForeignKeys(pool: pg.Pool, keys: readonly ForeignKey[]): Promise<void> {
  if (keys.length === 0) return;
  await inTransaction(pool, async (client) => {
    for (const key of keys) {
      await client.query(`alter table ${key.table} add constraint ${pg.escapeIdentifier(key.name)} ${key.definition}`);
    }
  });
}

/** `work` over the items with at most `limit` running at once; results in the items' order. */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** With the live runner held off: both copies to the same point of the log, compare, swap. */
async function finish(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  shadow: BatchCursor,
  batchSize: number,
  swap: boolean,
  reportProgress: () => void,
): Promise<RebuildResult> {
  const schema = shadowSchema(projection.name);
  return inTransaction(pool, async (client) => {
    // Holds the live runner off until the swap commits, then brings both copies to the same point of the log.
    const live: BatchCursor = { checkpoint: await lockCheckpoint(client, projection.name), read: 0 };
    for (;;) {
      await client.query('set local search_path = public');
      const liveRead = await applyBatch(client, store, projection, live, batchSize);
      await client.query(`set local search_path = ${schema}, public`);
      const shadowRead = await applyBatch(client, store, projection, shadow, batchSize);
      if (liveRead === 0 && shadowRead === 0) break;
    }
    reportProgress();
    // The comparison hashes whole tables: in memory it takes half the time it takes in sorted runs on disk.
    await client.query(`set local search_path = public; set local work_mem = '256MB'`);
    const differences: Record<string, number> = {};
    for (const table of projection.tables) {
      differences[table] = await countDifferences(client, `public.${table}`, `${schema}.${table}`);
    }
    const matches = Object.values(differences).every((count) => count === 0);
    if (swap) {
      for (const table of projection.tables) await client.query(`drop table if exists public.${table} cascade`);
      for (const table of projection.tables) await client.query(`alter table ${schema}.${table} set schema public`);
      await saveCheckpoint(client, projection.name, shadow.checkpoint);
    } else {
      await saveCheckpoint(client, projection.name, live.checkpoint);
    }
    await client.query(`drop schema ${schema} cascade`);
    return { projection: projection.name, events: shadow.read, differences, matches, checkpoint: shadow.checkpoint };
  });
}

async function countDifferences(client: pg.PoolClient, live: string, rebuilt: string): Promise<number> {
  const result = await client.query<{ count: number }>(
    `select (select count(*) from (table ${live} except all table ${rebuilt}) as missing)
          + (select count(*) from (table ${rebuilt} except all table ${live}) as extra) as count`,
  );
  return Number(result.rows[0]?.count ?? 0);
}
