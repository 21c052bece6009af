import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { startOfLog, type Checkpoint, type EventStore, type StoredEvent } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import { advance, applyBatch, handledBy, handledByAny, type BatchCursor } from './apply-batch.js';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import { countDifferences } from './compare.js';
import { applyOneByOne, clearFailure, failedEvent, failureMessage, findFailingEvent, ProjectionEventError } from './failures.js';
import { fillOpenedTable, openPersonalFields, settledEnd, type SettledEnd } from './from-log.js';
import { readLogSpan, type LogSpan } from './log-reader.js';
import { typesRead, type Projection } from './projection.js';
import { restoreAfterBulk, setAsideForBulk, type SetAside } from './set-aside.js';
import { SharedSpans } from './shared-spans.js';

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
  /** Where the time went, phase by phase (for the command-line tool and the benchmark). */
  readonly onPhase?: (phase: RebuildPhase) => void;
  /**
   * false: every read model through the shared pass in Node, also those that can be filled inside the database
   * (`Projection.fromLog`). For measuring one way against the other; the default fills them in the database.
   */
  readonly inDatabase?: boolean;
}

/**
 * Seconds spent in one phase of a rebuild. In the shared pass, `read` is the time spent waiting for the next span
 * of the log (reading runs ahead, so this is what reading costs beyond the applying it overlaps) and `apply` is a
 * read model's own time applying its batches (the read models apply at the same time, so these overlap);
 * `from-log` is a read model's time filling its tables inside the database, beside the shared pass; the
 * others are each read model's, and two read models are finished at a time.
 */
export interface RebuildPhase {
  readonly phase: 'prepare' | 'read' | 'apply' | 'from-log' | 'indexes' | 'catch-up' | 'compare' | 'swap';
  /** null for what the read models share. */
  readonly projection: string | null;
  readonly seconds: number;
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
 * once and applied to every projection's shadow schema (each in a transaction
 * of its own), instead of each projection reading the whole log for itself.
 * Projections with `fromLog` are instead filled by statements inside the
 * database, beside the pass, and those with `deferredFromLog` leave some types
 * out of the pass and apply them inside the database after it (ADR 042).
 * The shadow tables have only their primary keys meanwhile (see set-aside.ts;
 * those filled inside the database not even those).
 * Then each projection gets its indexes and foreign keys back and is
 * finished as `rebuildProjection` always finished it (its own checkpoint lock,
 * catch-up of both copies, comparison, swap), so the live runner of one read
 * model is held off only while that one is swapped.
 *
 * An event a read model cannot apply ends the rebuild with a `ProjectionEventError` naming it (ADR 061); the
 * live tables are left as they were and the shadow schemas dropped.
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
  // Read once: only for the progress figure, which need not follow appends made meanwhile.
  const head = await store.headPosition();
  const timed = phaseTimer(options.onPhase);

  // Read models that can fill themselves inside the database do so up to the log's settled end, each on its own
  // connection, while the others share one pass through Node; every one then catches up from where it stands.
  const inDatabase = options.inDatabase === false ? [] : projections.filter((projection) => projection.fromLog);
  const setAside = await timed('prepare', null, () => inTransaction(pool, async (client) => {
    for (const projection of projections) {
      const schema = shadowSchema(projection.name);
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.query(`create schema ${schema}`);
      await client.query(`set local search_path = ${schema}, public`);
      for (const migration of projection.migrations) await client.query(migration.sql);
    }
    return setAsideForBulk(
      client,
      projections.map((projection) => shadowSchema(projection.name)),
      inDatabase.map((projection) => shadowSchema(projection.name)),
    );
  }));

  try {
    return await fillAndFinish(pool, store, projections, inDatabase, { options, setAside, head, timed });
  } catch (error) {
    // Nothing of a failed rebuild is kept: the live tables were never touched, the shadow ones go.
    for (const projection of projections) {
      await pool.query(`drop schema if exists ${shadowSchema(projection.name)} cascade`).catch(() => undefined);
    }
    throw error;
  }
}

/** The rebuild once the shadow schemas are prepared: fill them, then finish each read model. */
async function fillAndFinish(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  inDatabase: readonly Projection[],
  { options, setAside, head, timed }: { options: RebuildOptions; setAside: Map<string, SetAside[]>; head: number; timed: PhaseTimer },
): Promise<RebuildResult[]> {
  const batchSize = options.batchSize ?? defaultBatchSize;
  const inNode = projections.filter((projection) => !inDatabase.includes(projection));
  // In the shared pass, a read model that applies some types inside the database afterwards sees only the others.
  const passOf = new Map(
    inNode.map((projection): [Projection, Projection] => {
      const deferred = options.inDatabase === false ? undefined : projection.deferredFromLog;
      if (!deferred) return [projection, projection];
      return [projection, { ...projection, handles: projection.handles.filter((type) => !deferred.types.includes(type)) }];
    }),
  );
  const inPass = [...passOf.values()];
  const label = inNode.map((projection) => projection.name).join(', ');
  const shared: BatchCursor = { checkpoint: startOfLog, read: 0 };
  const pass = (async () => {
    if (inNode.length === 0) return;
    await replayInto(
      pool, store, inPass, handledByAny(inPass), shared, batchSize,
      () => options.onProgress?.({ projection: label, read: shared.read, head: Math.max(head, shared.read) }),
      options.onPhase,
    );
    for (const projection of inNode) {
      if (passOf.get(projection) === projection) continue;
      await timed('from-log', projection.name, () =>
        inShadow(pool, projection, async (client) => {
          await openPersonalFields(client, store, projection.fromLogReadsPersonal ?? [], shared.checkpoint);
          await projection.deferredFromLog!.apply(client, shared.checkpoint);
        }).catch(
          async (error: unknown) => {
            throw await nameTheEvent(pool, store, projection, batchSize, error);
          },
        ),
      );
    }
  })();
  // Awaited below; a failure must not surface on its own meanwhile.
  pass.catch(() => undefined);
  const end = inDatabase.length > 0 ? await settledEnd(pool) : null;
  // The personal fields the fills read, opened once for all of them while those that read none start filling.
  const personalTypes = [...new Set(inDatabase.flatMap((projection) => projection.fromLogReadsPersonal ?? []))];
  const openedSchema = `rebuild_opened_${randomBytes(6).toString('hex')}`;
  const opened = end && personalTypes.length > 0 ? openOnce(pool, store, openedSchema, personalTypes, end.checkpoint) : null;
  opened?.catch(() => undefined);
  try {
    return await fillAndFinishEach(pool, store, projections, inDatabase, inNode, {
      options, setAside, head, timed, shared, pass, end, opened, batchSize,
    });
  } finally {
    if (opened) {
      // A fill that failed early must not leave the opening to create its schema after the drop.
      await opened.catch(() => undefined);
      await pool.query(`drop schema if exists ${openedSchema} cascade`);
    }
  }
}

/**
 * The opened personal fields of these types up to the checkpoint, in a table of their own (`personal_opened` in
 * `schema`) that every fill inside the database joins: each box is opened once per rebuild, not once per read model.
 * Unlogged: a rebuild that stops is run again.
 */
async function openOnce(pool: pg.Pool, store: EventStore, schema: string, types: readonly string[], checkpoint: Checkpoint): Promise<string> {
  await inTransaction(pool, async (client) => {
    await client.query('set local synchronous_commit = off');
    await client.query(`create schema ${schema}`);
    await client.query(`create unlogged table ${schema}.personal_opened (global_position bigint primary key, data jsonb not null)`);
    await fillOpenedTable(client, `${schema}.personal_opened`, store, types, checkpoint);
    await client.query(`analyze ${schema}.personal_opened`);
  });
  return schema;
}

/** Each read model filled (inside the database or by the shared pass), then finished. */
async function fillAndFinishEach(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  inDatabase: readonly Projection[],
  inNode: readonly Projection[],
  { options, setAside, head, timed, shared, pass, end, opened, batchSize }: {
    options: RebuildOptions;
    setAside: Map<string, SetAside[]>;
    head: number;
    timed: PhaseTimer;
    shared: BatchCursor;
    pass: Promise<void>;
    end: SettledEnd | null;
    opened: Promise<string> | null;
    batchSize: number;
  },
): Promise<RebuildResult[]> {
  // Two read models at a time (each keeps a backend busy; the shared pass runs beside them on the rest of the
  // pool), those filled inside the database first: each is filled, then finished at once (indexes and foreign keys
  // built, comparison with the live tables, swap), so one read model's index builds overlap another's filling.
  // The read models of the shared pass are finished once it ends.
  const order = [...inDatabase, ...inNode];
  const results = await mapConcurrently(order, 2, async (projection) => {
    let from: BatchCursor = shared;
    if (inDatabase.includes(projection)) {
      from = end ? { checkpoint: end.checkpoint, read: end.read } : { checkpoint: startOfLog, read: 0 };
      if (end) {
        const openedIn = (projection.fromLogReadsPersonal ?? []).length > 0 ? await opened : null;
        await timed('from-log', projection.name, () =>
          inShadow(pool, projection, (client) => projection.fromLog!(client, end.checkpoint), openedIn).catch(async (error: unknown) => {
            throw await nameTheEvent(pool, store, projection, batchSize, error);
          }),
        );
      }
      options.onProgress?.({ projection: projection.name, read: from.read, head: Math.max(head, from.read) });
    } else {
      await pass;
    }
    await timed('indexes', projection.name, () => restoreAfterBulk(pool, setAside.get(shadowSchema(projection.name)) ?? []));
    const shadow: BatchCursor = { checkpoint: from.checkpoint, read: from.read };
    const reportProgress = () =>
      options.onProgress?.({ projection: projection.name, read: shadow.read, head: Math.max(head, shadow.read) });
    // What arrived since it was filled, without holding anything yet.
    await timed('catch-up', projection.name, () =>
      replayInto(pool, store, [projection], projection.handles, shadow, batchSize, reportProgress),
    );
    return finish(pool, store, projection, shadow, batchSize, options.swap !== false, reportProgress, timed);
  });
  await pass;
  return projections.map((projection) => results[order.indexOf(projection)]!);
}

/**
 * `work` in a transaction of its own on the projection's shadow tables, for statements over the whole log; with the
 * schema of the rebuild's opened personal fields on the path when they read some.
 */
async function inShadow(
  pool: pg.Pool,
  projection: Projection,
  work: (client: pg.PoolClient) => Promise<void>,
  openedSchema: string | null = null,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    // As in the shared pass: lost work is redone by running the rebuild again; the folds sort and hash in memory.
    await client.query(
      `set local synchronous_commit = off; set local work_mem = '256MB';
       set local search_path = ${[shadowSchema(projection.name), openedSchema, 'public'].filter(Boolean).join(', ')}`,
    );
    await work(client);
  });
}

/**
 * Applies the log after `cursor` to the projections' shadow tables until the settled end. Each span is read once
 * and applied to every projection in a transaction of its own, on its own connection: the read models share
 * nothing, so the database can write them in parallel, and each goes through the spans at its own pace (see
 * SharedSpans). The cursor moves past a span once every projection applied it.
 */
async function replayInto(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  types: readonly string[],
  cursor: BatchCursor,
  batchSize: number,
  reportProgress: () => void,
  onPhase?: (phase: RebuildPhase) => void,
): Promise<Map<Projection, number>> {
  const applied = new Map<Projection, number>();
  const applying = new Map<Projection, number>();
  const metadata = projections.some((projection) => projection.needsMetadata);
  const read = (after: Checkpoint) => readLogSpan(pool, store, after, batchSize, types, { metadata });
  const spans = new SharedSpans(read, cursor.checkpoint, batchSize, projections.length, (span) => {
    advance(cursor, span);
    reportProgress();
  });
  // Each span sorted out per projection once, by whichever projection takes it first.
  const sorted = new WeakMap<LogSpan, Map<Projection, StoredEvent[]>>();
  const eventsFor = (span: LogSpan, projection: Projection) => {
    let batches = sorted.get(span);
    if (!batches) sorted.set(span, (batches = handledBy(span, projections)));
    return batches.get(projection)!;
  };
  const replay = async (projection: Projection, reader: number) => {
    for (;;) {
      const span = await spans.take(reader);
      if (span.read === 0) return;
      const events = eventsFor(span, projection);
      if (events.length > 0) {
        applied.set(projection, (applied.get(projection) ?? 0) + events.length);
        const started = performance.now();
        await inTransaction(pool, async (client) => {
          // A shadow batch lost to a crash is redone by running the rebuild again: no need to wait for the disk.
          // Big batches hand the database big documents to unpack: let that happen in memory.
          await client.query(
            `set local synchronous_commit = off; set local work_mem = '64MB';
             set local search_path = ${shadowSchema(projection.name)}, public`,
          );
          await projection.apply(client, events);
        }).catch(async (error: unknown) => {
          // The batch was rolled back, so its events are tried one by one on the tables as they stood before it.
          const found = await findFailingEvent(pool, projection, events, `${shadowSchema(projection.name)}, public`);
          throw found ? eventError(projection, found, found.before?.globalPosition ?? cursor.checkpoint.globalPosition) : error;
        });
        applying.set(projection, (applying.get(projection) ?? 0) + performance.now() - started);
      }
      spans.done(reader);
    }
  };
  const outcomes = await Promise.allSettled(
    projections.map((projection, reader) =>
      replay(projection, reader).catch((error: unknown) => {
        // The others stop at their next span instead of waiting for this one.
        spans.fail(error);
        throw error;
      }),
    ),
  );
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  // Only for the shared pass: a read model's own catch-up is reported whole.
  if (projections.length > 1) {
    onPhase?.({ phase: 'read', projection: null, seconds: spans.waitedForReads / 1000 });
    for (const [projection, ms] of applying) onPhase?.({ phase: 'apply', projection: projection.name, seconds: ms / 1000 });
  }
  return applied;
}

type PhaseTimer = <T>(phase: RebuildPhase['phase'], projection: string | null, work: () => Promise<T>) => Promise<T>;

function phaseTimer(onPhase: ((phase: RebuildPhase) => void) | undefined): PhaseTimer {
  return async (phase, projection, work) => {
    const started = performance.now();
    const result = await work();
    onPhase?.({ phase, projection, seconds: (performance.now() - started) / 1000 });
    return result;
  };
}

/**
 * `work` over the items with at most `limit` running at once; results in the items' order. After a failure no
 * item is started, and the first failure is thrown once the items under way have ended.
 */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && nextIndex < items.length) {
      const index = nextIndex++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

function eventError(
  projection: Projection,
  found: { event: StoredEvent; error: unknown },
  checkpoint: number,
): ProjectionEventError {
  return new ProjectionEventError({
    projection: projection.name,
    event: failedEvent(found.event),
    checkpoint,
    error: failureMessage(found.error),
  });
}

/**
 * `applyBatch`, under a savepoint: when the projection cannot apply the batch, its events are applied one by one
 * in its place to name the one it cannot apply (thrown as a `ProjectionEventError`; the transaction stays usable
 * until the caller's rollback).
 */
async function applyBatchNamingFailure(
  client: pg.PoolClient,
  store: EventStore,
  projection: Projection,
  cursor: BatchCursor,
  batchSize: number,
): Promise<number> {
  await client.query('savepoint batch');
  try {
    const read = await applyBatch(client, store, projection, cursor, batchSize);
    await client.query('release savepoint batch');
    return read;
  } catch (error) {
    await client.query('rollback to savepoint batch');
    const span = await readLogSpan(client, store, cursor.checkpoint, batchSize, typesRead(projection), {
      metadata: projection.needsMetadata,
    });
    const { applied, failed } = await applyOneByOne(client, projection, span.events);
    if (!failed) throw error;
    throw eventError(projection, failed, span.events[applied - 1]?.globalPosition ?? cursor.checkpoint.globalPosition);
  }
}

/**
 * A read model's fill inside the database failed: its statements over the whole log cannot say which event. The
 * log is replayed through the projection's handlers into a scratch schema until the event it cannot apply, which
 * is returned as a `ProjectionEventError`; when every event applies, the statement filling it is at fault, and the
 * error says so. Slow (a replay of the whole log in Node), but only ever on the way to a failure.
 */
async function nameTheEvent(pool: pg.Pool, store: EventStore, projection: Projection, batchSize: number, cause: unknown): Promise<unknown> {
  const probe = `${shadowSchema(projection.name)}_probe`;
  try {
    await inTransaction(pool, async (client) => {
      await client.query(`drop schema if exists ${probe} cascade; create schema ${probe}; set local search_path = ${probe}, public`);
      for (const migration of projection.migrations) await client.query(migration.sql);
    });
    const cursor: BatchCursor = { checkpoint: startOfLog, read: 0 };
    for (;;) {
      const read = await inTransaction(pool, async (client) => {
        await client.query(`set local synchronous_commit = off; set local search_path = ${probe}, public`);
        return applyBatchNamingFailure(client, store, projection, cursor, batchSize);
      });
      if (read === 0) break;
    }
    return new Error(
      `Filling the ${projection.name} read model inside the database failed (${failureMessage(cause)}), though every event of the log applies through its handlers`,
    );
  } catch (error) {
    return error instanceof ProjectionEventError ? error : cause;
  } finally {
    await pool.query(`drop schema if exists ${probe} cascade`).catch(() => undefined);
  }
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
  timed: PhaseTimer,
): Promise<RebuildResult> {
  const schema = shadowSchema(projection.name);
  return inTransaction(pool, async (client) => {
    // Holds the live runner off until the swap commits, then brings both copies to the same point of the log.
    const live: BatchCursor = { checkpoint: await lockCheckpoint(client, projection.name), read: 0 };
    await timed('catch-up', projection.name, async () => {
      for (;;) {
        await client.query('set local search_path = public');
        const liveRead = await applyBatchNamingFailure(client, store, projection, live, batchSize);
        await client.query(`set local search_path = ${schema}, public`);
        const shadowRead = await applyBatchNamingFailure(client, store, projection, shadow, batchSize);
        if (liveRead === 0 && shadowRead === 0) break;
      }
    });
    reportProgress();
    // A comparison that finds differences hashes whole tables: in memory it takes half the time it takes in sorted
    // runs on disk.
    await client.query(`set local search_path = public; set local work_mem = '256MB'`);
    const differences: Record<string, number> = {};
    await timed('compare', projection.name, async () => {
      for (const table of projection.tables) {
        differences[table] = await countDifferences(client, `public.${table}`, `${schema}.${table}`);
      }
    });
    const matches = Object.values(differences).every((count) => count === 0);
    await timed('swap', projection.name, async () => {
      if (swap) {
        for (const table of projection.tables) await client.query(`drop table if exists public.${table} cascade`);
        for (const table of projection.tables) await client.query(`alter table ${schema}.${table} set schema public`);
        await saveCheckpoint(client, projection.name, shadow.checkpoint);
      } else {
        await saveCheckpoint(client, projection.name, live.checkpoint);
      }
      // Both copies applied every event to here: whatever stopped the live one before is behind it (ADR 061).
      await clearFailure(client, projection.name);
      await client.query(`drop schema ${schema} cascade`);
    });
    return { projection: projection.name, events: shadow.read, differences, matches, checkpoint: shadow.checkpoint };
  });
}
