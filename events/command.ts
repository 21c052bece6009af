import {
  ConcurrencyError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from './store.js';

/** The pure part of an aggregate: a state folded from its events and a decision over a command. */
export interface Decider<Command, Event extends NewEvent, State> {
  readonly streamType: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
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
 * The one command loop of the store: load a stream, fold it, decide, append
 * with the version that was read, and retry when another writer got there
 * first. A decision that yields no events appends nothing.
 */
export async function handleCommand<Command, Event extends NewEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  metadata: EventMetadata,
  options: RetryOptions = {},
): Promise<HandledCommand<Event, State>> {
  return retryOnConflict(async () => {
    const stored = await store.readStream(streamId);
    const state = foldStream(decider, stored);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, append: null };
    const append = await store.append(
      [{ streamId, streamType: decider.streamType, expectedVersion: stored.length, events }],
      metadata,
    );
    return { events, state: events.reduce(decider.evolve, state), append };
  }, options);
}
