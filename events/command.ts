import type { AppendResult, EventMetadata, EventStore, NewEvent } from './store.js';
import type { FoldCache } from './fold-cache.js';
import { streamRead, toAppends, type CommandDecider, type Decider, type EventsFor, type StatesOf, type StreamRead, type StreamReads } from './decider.js';
import { decideFromCaches, rememberAppends } from './cached-decisions.js';
import { retryOnConflict, type RetryOptions } from './retry.js';
import { loadStreams } from './stream-loading.js';

// The command loop: a decision's streams read, decided and appended as one, again after a lost race.

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
