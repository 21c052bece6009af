import { ConcurrencyError, type AppendResult, type EventMetadata, type EventStore, type StreamAppend } from './store.js';
import type { FoldCache } from './fold-cache.js';
import { readsOf, toAppends, type CommandDecider, type Decision, type StatesOf, type StreamRead, type StreamReads } from './decider.js';
import type { HandledDecision } from './command.js';
import { keepSnapshot } from './stream-loading.js';

// Decisions taken on the folds kept in memory (ADR 051), and the caches moved on by what a decision appended.

const cacheFor = (caches: readonly FoldCache<unknown>[], read: StreamRead<unknown>) => caches.find((cache) => cache.fold === read.fold);

/**
 * One attempt decided on the cached folds alone (see `CommandOptions.fromCaches`); null when it cannot be trusted
 * or the append found a stream moved on, and the command is to be read and decided as usual.
 */
export async function decideFromCaches<Command, Reads extends StreamReads, Result, More extends StreamReads>(
  store: EventStore,
  decider: CommandDecider<Command, Reads, Result, More>,
  command: Command,
  metadata: EventMetadata,
  caches: readonly FoldCache<unknown>[],
  freshMs: number,
): Promise<HandledDecision<Reads, Result> | null> {
  const reads = decider.streams(command);
  const states: Record<string, unknown> = {};
  const versions = new Map<string, number>();
  const ages = new Map<string, number>();
  const stateOf = (read: StreamRead<unknown>): unknown => {
    const cache = cacheFor(caches, read);
    const cached = cache?.peek(read.streamId);
    if (cache && !cached) throw noCachedFold;
    versions.set(read.streamId, cached?.folded.version ?? 0);
    ages.set(read.streamId, Math.max(ages.get(read.streamId) ?? 0, cached?.ageMs ?? Infinity));
    return cached ? cached.folded.state : read.fold.initialState();
  };
  let decision: Decision<Reads, Result>;
  try {
    for (const [name, entry] of Object.entries(reads)) {
      if (entry === undefined) states[name] = undefined;
      else if (Array.isArray(entry)) states[name] = entry.map((one: StreamRead<unknown>) => stateOf(one));
      else states[name] = stateOf(entry as StreamRead<unknown>);
    }
    // A refusal may come from a state that moved on since (stock added elsewhere): only a read may refuse.
    decision = decider.decide(command, states as StatesOf<Reads & More>) as Decision<Reads, Result>;
  } catch {
    return null;
  }
  const appends = toAppends(reads, versions, decision.events as Record<string, unknown>);
  const appended = new Set(appends.map((append) => append.streamId));
  if (appends.length === 0 || [...ages].some(([streamId, age]) => !appended.has(streamId) && !(age <= freshMs))) return null;
  let append: AppendResult;
  try {
    append = await store.append(appends, metadata);
  } catch (error) {
    if (error instanceof ConcurrencyError) return null;
    throw error;
  }
  await rememberAppends(store, reads, appends, caches);
  return { result: decision.result, states: states as StatesOf<Reads>, events: decision.events, append };
}

const noCachedFold = new Error('a stream with a cache has no cached fold');

/** Moves the caches of the streams just appended to on by the events written, keeping snapshots as a read would. */
export async function rememberAppends(
  store: EventStore,
  reads: StreamReads,
  appends: readonly StreamAppend[],
  caches: readonly FoldCache<unknown>[],
): Promise<void> {
  if (caches.length === 0) return;
  for (const read of readsOf(reads)) {
    const cache = cacheFor(caches, read);
    const append = appends.find((one) => one.streamId === read.streamId);
    if (!cache || !append || append.expectedVersion === 'any') continue;
    const folded = cache.appended(read.streamId, append.expectedVersion, append.events);
    if (folded) await keepSnapshot(store, read, folded, 0);
  }
}
