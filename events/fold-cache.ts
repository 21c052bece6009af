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
    return folded;
  }

  /** Starts (or moves on) a stream's entry from a state folded elsewhere (from a snapshot), unless it has a newer one. */
  seed(streamId: string, folded: Folded<State>): void {
    const cached = this.entries.get(streamId);
    if (!cached || cached.version < folded.version) this.touch(streamId, folded);
  }

  private touch(streamId: string, folded: Folded<State>): void {
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(streamId);
    this.entries.set(streamId, folded);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
