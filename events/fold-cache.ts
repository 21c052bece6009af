import type { EventStore, NewEvent, StoredEvent } from './store.js';

export interface Folded<State> {
  readonly state: State;
  /** The stream's version the state includes: the expected version for the next append. */
  readonly version: number;
}

/**
 * Keeps the folded state of recently used streams in memory and extends it
 * with only the events appended since, so a stream that grows with every
 * order (a product's stock) costs one indexed read of its tail instead of
 * its whole history. The cache is only a shortcut: appends still carry the
 * version read, so a stale entry can never cause a wrong write, only a
 * conflict that is retried. States must be immutable.
 */
export class FoldCache<State> {
  private readonly entries = new Map<string, Folded<State>>();
  /** When each entry was last known to be the stream's newest state: read up to its end, or appended to. */
  private readonly confirmed = new Map<string, number>();

  constructor(
    private readonly store: EventStore,
    /** How the streams are folded; a command handler uses this cache for streams it reads with the same fold. */
    readonly fold: { initialState(): State; evolve(state: State, event: NewEvent & { streamVersion: number }): State },
    private readonly capacity = 10_000,
  ) {}

  async load(streamId: string): Promise<Folded<State>> {
    const afterVersion = this.entries.get(streamId)?.version ?? 0;
    const folded = this.extend(streamId, afterVersion, await this.store.readStream(streamId, { afterVersion }));
    return folded ?? this.load(streamId);
  }

  /**
   * Several streams in one read of the store (see `EventStore.readStreams`), in the order asked for. `also`
   * names streams read in the same statement but not folded or cached here (the caller's one-off reads).
   */
  async loadMany(
    streamIds: readonly string[],
    also: readonly { readonly streamId: string; readonly afterVersion: number }[] = [],
  ): Promise<{ folded: Folded<State>[]; others: Map<string, StoredEvent[]> }> {
    const requests = streamIds.map((streamId) => this.tail(streamId));
    const tails = await this.store.readStreams([...requests, ...also]);
    const folded: Folded<State>[] = [];
    for (const { streamId, afterVersion } of requests) {
      folded.push(this.extend(streamId, afterVersion, tails.get(streamId)!) ?? (await this.load(streamId)));
    }
    return { folded, others: tails };
  }

  /** The cached fold of a stream, and how many milliseconds ago it was last known to be current; undefined when none. */
  peek(streamId: string): { readonly folded: Folded<State>; readonly ageMs: number } | undefined {
    const folded = this.entries.get(streamId);
    return folded && { folded, ageMs: performance.now() - (this.confirmed.get(streamId) ?? -Infinity) };
  }

  /**
   * Moves an entry on by events this process has just appended at `expectedVersion` (the append succeeded, so
   * they follow the entry directly): the next command on the stream needs no read to see them. Their data as it
   * is stored (through JSON), so the fold sees what a read would give it. Null when the entry is elsewhere.
   */
  appended(streamId: string, expectedVersion: number, events: readonly NewEvent[]): Folded<State> | null {
    const stored = events.map(
      (event, index) =>
        ({ type: event.type, data: JSON.parse(JSON.stringify(event.data)), streamVersion: expectedVersion + index + 1 }) as StoredEvent,
    );
    return this.extend(streamId, expectedVersion, stored);
  }

  /** What to read of a stream to bring its fold up to date: the events after the cached version. */
  tail(streamId: string): { readonly streamId: string; readonly afterVersion: number } {
    return { streamId, afterVersion: this.entries.get(streamId)?.version ?? 0 };
  }

  /**
   * Folds the events read after `afterVersion` (as `tail` asked) onto the cached state. Another load of the same
   * stream may have moved the entry on meanwhile: only events past the entry are applied, never one twice. Null
   * when the entry that the read was based on is gone (evicted), so the caller reads again.
   */
  extend(streamId: string, afterVersion: number, events: readonly StoredEvent[]): Folded<State> | null {
    const cached = this.entries.get(streamId);
    let base: Folded<State>;
    if (cached && cached.version >= afterVersion) base = cached;
    else if (afterVersion === 0) base = { state: this.fold.initialState(), version: 0 };
    else return null;
    let { state, version } = base;
    for (const event of events) {
      if (event.streamVersion <= version) continue;
      state = this.fold.evolve(state, event);
      version = event.streamVersion;
    }
    const folded = version === base.version && cached === base ? cached : { state, version };
    this.touch(streamId, folded);
    this.confirmed.set(streamId, performance.now());
    return folded;
  }

  /** Starts (or moves on) a stream's entry from a state folded elsewhere (from a snapshot), unless it has a newer one. */
  seed(streamId: string, folded: Folded<State>): void {
    const cached = this.entries.get(streamId);
    if (!cached || cached.version < folded.version) this.touch(streamId, folded);
    this.confirmed.set(streamId, performance.now());
  }

  private touch(streamId: string, folded: Folded<State>): void {
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(streamId);
    this.entries.set(streamId, folded);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value!;
      this.entries.delete(oldest);
      this.confirmed.delete(oldest);
    }
  }
}
