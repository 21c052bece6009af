import {
  ConcurrencyError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type StoredEvent,
  type StreamAppend,
} from './store.js';
import type { FoldCache, Folded } from './fold-cache.js';
import { readSnapshots, snapshotEvery, writeSnapshot, type Snapshot, type Snapshotting } from './snapshots.js';

/** The pure part of an aggregate: a state folded from its events and a decision over a command. */
export interface Decider<Command, Event extends NewEvent, State> {
  readonly streamType: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
  /** Set when the state may be kept as a snapshot of a long stream (events/snapshots.ts). */
  readonly snapshot?: Snapshotting<State>;
}

export interface RetryOptions {
  /** How many times a lost race is retried before the ConcurrencyError goes to the caller. */
  readonly retries?: number;
}

const defaultRetries = 4;

/**
 * Runs `attempt` again when it loses a race on a stream. Each attempt must
 * re-read what it decides on; after the last one the conflict is thrown
 * (answered 409 by the HTTP layer).
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? defaultRetries;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || tries >= retries) throw error;
      // A short random pause spreads out writers that keep colliding.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (tries + 1)));
    }
  }
}

export function foldStream<Event extends NewEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly StoredEvent[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event as unknown as Event), decider.initialState());
}

export interface HandledCommand<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  readonly append: AppendResult | null;
}

/**
 * A command on one stream: `handle` (below) with that stream alone. A decision that yields no events appends
 * nothing.
 */
export async function handleCommand<Command, Event extends NewEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  metadata: EventMetadata,
  options: CommandOptions = {},
): Promise<HandledCommand<Event, State>> {
  const single: CommandDecider<Command, { stream: StreamRead<State> }, readonly Event[]> = {
    streams: () => ({ stream: streamRead(decider, streamId) }),
    decide(decided, { stream }) {
      const events = decider.decide(decided, stream);
      return { events: { stream: events }, result: events };
    },
  };
  const { result: events, states, append } = await handle(store, single, command, metadata, options);
  return { events, state: events.reduce(decider.evolve, states.stream), append };
}

/** How one kind of stream is folded into the state a decision needs. */
export interface StreamFold<State> {
  /** Recorded with the events a decision appends to such a stream. */
  readonly streamType: string;
  initialState(): State;
  evolve(state: State, event: NewEvent): State;
  /** Set when the state may be kept as a snapshot of a long stream: a command then reads it and the tail after it. */
  readonly snapshot?: Snapshotting<State>;
}

/** A stream a command needs, and the fold its decision wants of it. */
export interface StreamRead<State> {
  readonly streamId: string;
  readonly fold: StreamFold<State>;
}

export const streamRead = <State>(fold: StreamFold<State>, streamId: string): StreamRead<State> => ({ streamId, fold });

/** The streams a command names, by name: one stream, a list of them (an order's products), or none (absent). */
export type StreamReads = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each name carries its own state type
  readonly [name: string]: StreamRead<any> | readonly StreamRead<any>[] | undefined;
};

type StateOf<Read> =
  Read extends readonly StreamRead<infer State>[] ? readonly State[] : Read extends StreamRead<infer State> ? State : undefined;
type EventsOf<Read> =
  Read extends readonly StreamRead<unknown>[] ? readonly (readonly NewEvent[])[] : Read extends StreamRead<unknown> ? readonly NewEvent[] : never;

/** The state of every named stream, under the same names (a list's states in the list's order). */
export type StatesOf<Reads> = { readonly [Name in keyof Reads]: StateOf<Reads[Name]> };
/** The events a decision appends, under the names of their streams; a name left out appends nothing. */
export type EventsFor<Reads> = { readonly [Name in keyof Reads]?: EventsOf<Reads[Name]> };

export interface Decision<Reads, Result> {
  readonly events: EventsFor<Reads>;
  /** What the caller answers with (the order placed, the slug taken); the decision's own, not the store's. */
  readonly result: Result;
}

/**
 * A decision over several streams, pure: which streams a command needs (named from the command, then possibly
 * from what those hold), and what to append to each given their states, or a Refusal.
 */
export interface CommandDecider<Command, Reads extends StreamReads, Result, More extends StreamReads = Record<never, never>> {
  streams(command: Command): Reads;
  /** Streams named from what the first ones hold (the products of an order, read from the order). */
  moreStreams?(command: Command, states: StatesOf<Reads>): More;
  decide(command: Command, states: StatesOf<Reads & More>): Decision<Reads & More, Result>;
}

export interface CommandOptions extends RetryOptions {
  /**
   * Folds kept in memory: a stream read with the same fold as one of these is extended from its cached state by
   * the events since, instead of being read whole.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- caches of any state
  readonly caches?: readonly FoldCache<any>[];
  /**
   * Writes the events will point at that are not events and may be repeated harmlessly (content-addressed image
   * bytes): run once a decision has events to append, before the append; never after a refusal or for a decision
   * that appends nothing. It may run again on an attempt after a lost race.
   */
  readonly beforeAppend?: () => Promise<void>;
  /**
   * Decide first from the caches alone, without reading the store, when every stream is cached (a stream whose
   * fold has no cache counts as new: empty at version 0). The decision is kept only when it appends to every
   * stream not known current in the last `freshMs` milliseconds (the append's expected versions then check
   * them; a stream only read must have been confirmed that recently) and refuses nothing; otherwise, or when
   * the append finds a stream moved on, the command is read and decided as usual (ADR 051).
   */
  readonly fromCaches?: { readonly freshMs: number };
}

export interface HandledDecision<Reads, Result> {
  readonly result: Result;
  readonly states: StatesOf<Reads>;
  /** What the decision appended to each stream, by name: with `states`, what an answer built from the decision folds. */
  readonly events: EventsFor<Reads>;
  /** Null when the decision appended nothing. */
  readonly append: AppendResult | null;
}

/**
 * The one command loop of the store, for a command on any number of streams: name the streams, load them all in
 * one read (from the fold caches where there are some), decide, and append every stream's events in one atomic
 * append, each at the version that was read. When another writer moved any of them first, the whole command is
 * loaded and decided again, up to `retries` times; then the ConcurrencyError goes to the caller.
 */
export async function handle<Command, Reads extends StreamReads, Result, More extends StreamReads>(
  store: EventStore,
  decider: CommandDecider<Command, Reads, Result, More>,
  command: Command,
  metadata: EventMetadata,
  options: CommandOptions = {},
): Promise<HandledDecision<Reads & More, Result>> {
  const caches = options.caches ?? [];
  let tries = 0;
  return retryOnConflict(async () => {
    tries += 1;
    if (tries === 1 && options.fromCaches && !decider.moreStreams && !options.beforeAppend) {
      const decided = await decideFromCaches(store, decider, command, metadata, caches, options.fromCaches.freshMs);
      // Without `moreStreams` the command reads only what `streams` names.
      if (decided) return decided as HandledDecision<Reads & More, Result>;
    }
    const first = decider.streams(command);
    const loaded = await loadStreams(store, first, caches);
    let reads: StreamReads = first;
    let states = loaded.states;
    let versions = loaded.versions;
    if (decider.moreStreams) {
      const more = decider.moreStreams(command, loaded.states as StatesOf<Reads>);
      const loadedMore = await loadStreams(store, more, caches);
      reads = { ...first, ...more };
      states = { ...states, ...loadedMore.states };
      versions = new Map([...versions, ...loadedMore.versions]);
    }
    const decision = decider.decide(command, states as StatesOf<Reads & More>);
    const appends = toAppends(reads, versions, decision.events as Record<string, unknown>);
    if (appends.length > 0) await options.beforeAppend?.();
    const append = appends.length > 0 ? await store.append(appends, metadata) : null;
    if (append) await rememberAppends(store, reads, appends, caches);
    return { result: decision.result, states: states as StatesOf<Reads & More>, events: decision.events, append };
  }, options);
}

/** A stream's state after a decision: the state it was decided on with the events appended to it folded in. */
export function stateAfter<State>(
  fold: Pick<StreamFold<State>, 'evolve'>,
  state: State,
  events: readonly NewEvent[] | undefined,
): State {
  return (events ?? []).reduce((folded, event) => fold.evolve(folded, event), state);
}

const cacheFor = (caches: readonly FoldCache<unknown>[], read: StreamRead<unknown>) => caches.find((cache) => cache.fold === read.fold);

/**
 * One attempt decided on the cached folds alone (see `CommandOptions.fromCaches`); null when it cannot be trusted
 * or the append found a stream moved on, and the command is to be read and decided as usual.
 */
async function decideFromCaches<Command, Reads extends StreamReads, Result, More extends StreamReads>(
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
async function rememberAppends(
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

function readsOf(reads: StreamReads): StreamRead<unknown>[] {
  return Object.values(reads).flatMap((read) => (read === undefined ? [] : Array.isArray(read) ? read : [read as StreamRead<unknown>]));
}

/**
 * Every named stream in one statement, each past the version its cache holds, or else past its snapshot when its
 * fold keeps snapshots (0 without either), then folded. A snapshot-keeping stream read this way whose state is
 * `snapshotEvery` events past its last snapshot gets a new one, so the next cold read is short again.
 */
async function loadStreams(
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

/** Takes a snapshot of a state `snapshotEvery` or more events past the last one known (`loadedFrom` when none is). */
async function keepSnapshot(store: EventStore, read: StreamRead<unknown>, folded: Folded<unknown>, loadedFrom: number): Promise<void> {
  const snapshotting = read.fold.snapshot;
  if (!snapshotting) return;
  const known = snapshotVersions.get(store) ?? new Map<string, number>();
  snapshotVersions.set(store, known);
  const key = snapshotKey(snapshotting, read.streamId);
  const last = Math.max(known.get(key) ?? 0, loadedFrom);
  if (folded.version - last < snapshotEvery) {
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

/** The decision's events as appends, each stream at the version it was read at; streams with none are left out. */
function toAppends(reads: StreamReads, versions: ReadonlyMap<string, number>, events: Record<string, unknown>): StreamAppend[] {
  const appends: StreamAppend[] = [];
  const add = (read: StreamRead<unknown>, streamEvents: readonly NewEvent[] | undefined) => {
    if (!streamEvents || streamEvents.length === 0) return;
    appends.push({
      streamId: read.streamId,
      streamType: read.fold.streamType,
      expectedVersion: versions.get(read.streamId)!,
      events: streamEvents,
    });
  };
  for (const [name, decided] of Object.entries(events)) {
    const entry = reads[name];
    if (decided === undefined) continue;
    if (entry === undefined) throw new Error(`A decision wrote to "${name}", a stream it did not name`);
    if (Array.isArray(entry)) {
      const lists = decided as readonly (readonly NewEvent[])[];
      entry.forEach((one: StreamRead<unknown>, index) => add(one, lists[index]));
    } else add(entry as StreamRead<unknown>, decided as readonly NewEvent[]);
  }
  return appends;
}
