import type { NewEvent } from './store.js';
import type { EventStore } from './store.js';

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
    private readonly fold: { initialState(): State; evolve(state: State, event: NewEvent & { streamVersion: number }): State },
    private readonly capacity = 10_000,
  ) {}

  async load(streamId: string): Promise<Folded<State>> {
    const cached = this.entries.get(streamId);
    const events = await this.store.readStream(streamId, { afterVersion: cached?.version ?? 0 });
    if (cached && events.length === 0) {
      this.touch(streamId, cached);
      return cached;
    }
    let state = cached?.state ?? this.fold.initialState();
    for (const event of events) state = this.fold.evolve(state, event);
    const folded = { state, version: events.length ? events[events.length - 1]!.streamVersion : (cached?.version ?? 0) };
    this.touch(streamId, folded);
    return folded;
  }

  private touch(streamId: string, folded: Folded<State>): void {
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(streamId);
    this.entries.set(streamId, folded);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
