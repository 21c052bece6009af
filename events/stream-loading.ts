import type { EventStore } from './store.js';
import type { FoldCache, Folded } from './fold-cache.js';
import { readSnapshots, snapshotEvery, writeSnapshot, type Snapshot, type Snapshotting } from './snapshots.js';
import { readsOf, streamRead, type StreamFold, type StreamRead, type StreamReads } from './decider.js';

// Reading the streams a command names: from the fold caches where there are some, else from their snapshots and the
// events after them, in one statement; and keeping snapshots of long streams as they are read.

/**
 * Every named stream in one statement, each past the version its cache holds, or else past its snapshot when its
 * fold keeps snapshots (0 without either), then folded. A snapshot-keeping stream read this way whose state is
 * the fold's distance (`snapshotEvery` by default) past its last snapshot gets a new one, so the next cold read is
 * short again.
 */
export async function loadStreams(
  store: EventStore,
  reads: StreamReads,
  caches: readonly FoldCache<unknown>[],
): Promise<{ states: Record<string, unknown>; versions: Map<string, number> }> {
  const all = readsOf(reads);
  const cacheOf = (read: StreamRead<unknown>) => caches.find((cache) => cache.fold === read.fold);
  const tails = all.map((read) => cacheOf(read)?.tail(read.streamId) ?? { streamId: read.streamId, afterVersion: 0 });
  const snapshots = await snapshotsFor(store, all.filter((_read, index) => tails[index]!.afterVersion === 0));
  const bases = all.map((read, index) => (tails[index]!.afterVersion === 0 ? snapshots.get(read) : undefined));
  const froms = all.map((_read, index) => bases[index]?.version ?? tails[index]!.afterVersion);
  // A stream named twice is read once, from the lower of the versions asked for.
  const wanted = new Map<string, number>();
  for (const [index, read] of all.entries()) {
    wanted.set(read.streamId, Math.min(wanted.get(read.streamId) ?? froms[index]!, froms[index]!));
  }
  const read = await store.readStreams([...wanted].map(([streamId, afterVersion]) => ({ streamId, afterVersion })));
  const folded = new Map<StreamRead<unknown>, Folded<unknown>>();
  for (const [index, streamRead] of all.entries()) {
    const afterVersion = froms[index]!;
    const events = read.get(streamRead.streamId)!.filter((event) => event.streamVersion > afterVersion);
    const cache = cacheOf(streamRead);
    const base = bases[index];
    let result: Folded<unknown>;
    if (base) {
      result = {
        state: events.reduce((state, event) => streamRead.fold.evolve(state, event), streamRead.fold.snapshot!.fromJson(base.state)),
        version: events.at(-1)?.streamVersion ?? base.version,
      };
      cache?.seed(streamRead.streamId, result);
    } else if (cache) {
      result = cache.extend(streamRead.streamId, afterVersion, events) ?? (await cache.load(streamRead.streamId));
    } else {
      result = {
        state: events.reduce((state, event) => streamRead.fold.evolve(state, event), streamRead.fold.initialState()),
        version: events.at(-1)?.streamVersion ?? 0,
      };
    }
    folded.set(streamRead, result);
    await keepSnapshot(store, streamRead, result, base?.version ?? 0);
  }
  const states: Record<string, unknown> = {};
  const versions = new Map<string, number>();
  for (const [name, entry] of Object.entries(reads)) {
    if (entry === undefined) states[name] = undefined;
    else if (Array.isArray(entry)) states[name] = entry.map((one: StreamRead<unknown>) => folded.get(one)!.state);
    else states[name] = folded.get(entry as StreamRead<unknown>)!.state;
  }
  for (const streamRead of all) versions.set(streamRead.streamId, folded.get(streamRead)!.version);
  return { states, versions };
}

/** The version of the newest snapshot this process knows of, per store, fold and stream. */
const snapshotVersions = new WeakMap<EventStore, Map<string, number>>();
const snapshotKey = (fold: Snapshotting<unknown>, streamId: string) => `${fold.name}:${fold.version}:${streamId}`;

/** The snapshots of the streams whose folds keep them, one statement per fold. */
async function snapshotsFor(store: EventStore, reads: readonly StreamRead<unknown>[]): Promise<Map<StreamRead<unknown>, Snapshot>> {
  const found = new Map<StreamRead<unknown>, Snapshot>();
  const byFold = new Map<Snapshotting<unknown>, StreamRead<unknown>[]>();
  for (const read of reads) {
    if (read.fold.snapshot) byFold.set(read.fold.snapshot, [...(byFold.get(read.fold.snapshot) ?? []), read]);
  }
  for (const [snapshotting, foldReads] of byFold) {
    const snapshots = await readSnapshots(store.pool, snapshotting, foldReads.map((read) => read.streamId));
    for (const read of foldReads) {
      const snapshot = snapshots.get(read.streamId);
      if (snapshot) found.set(read, snapshot);
    }
  }
  return found;
}

/** Takes a snapshot of a state the fold's distance (`snapshotEvery` by default) or more events past the last one known (`loadedFrom` when none is). */
export async function keepSnapshot(store: EventStore, read: StreamRead<unknown>, folded: Folded<unknown>, loadedFrom: number): Promise<void> {
  const snapshotting = read.fold.snapshot;
  if (!snapshotting) return;
  const known = snapshotVersions.get(store) ?? new Map<string, number>();
  snapshotVersions.set(store, known);
  const key = snapshotKey(snapshotting, read.streamId);
  const last = Math.max(known.get(key) ?? 0, loadedFrom);
  if (folded.version - last < (snapshotting.every ?? snapshotEvery)) {
    if (loadedFrom > 0) known.set(key, last);
    return;
  }
  await writeSnapshot(store.pool, snapshotting, read.streamId, { state: snapshotting.toJson(folded.state), version: folded.version });
  known.set(key, folded.version);
}

/**
 * One stream folded as a command reads it: from its snapshot and the events after it where its fold keeps
 * snapshots, from the start otherwise. `version` is the expected version for an append decided on it.
 */
export async function loadStream<State>(store: EventStore, fold: StreamFold<State>, streamId: string): Promise<Folded<State>> {
  const { states, versions } = await loadStreams(store, { stream: streamRead(fold, streamId) }, []);
  return { state: states.stream as State, version: versions.get(streamId)! };
}
