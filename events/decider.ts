import type { NewEvent, StoredEvent, StreamAppend } from './store.js';
import type { Snapshotting } from './snapshots.js';

// The pure side of a command: the shapes a decision is written in, folds of streams, and how a decision's events
// become appends. The loop that runs decisions against the store is `handle` (command.ts).

/** The pure part of an aggregate: a state folded from its events and a decision over a command. */
export interface Decider<Command, Event extends NewEvent, State> {
  readonly streamType: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
  /** Set when the state may be kept as a snapshot of a long stream (events/snapshots.ts). */
  readonly snapshot?: Snapshotting<State>;
}

export function foldStream<Event extends NewEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly StoredEvent[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event as unknown as Event), decider.initialState());
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

/** A stream's state after a decision: the state it was decided on with the events appended to it folded in. */
export function stateAfter<State>(
  fold: Pick<StreamFold<State>, 'evolve'>,
  state: State,
  events: readonly NewEvent[] | undefined,
): State {
  return (events ?? []).reduce((folded, event) => fold.evolve(folded, event), state);
}

/** Every stream a command names, lists opened. */
export function readsOf(reads: StreamReads): StreamRead<unknown>[] {
  return Object.values(reads).flatMap((read) => (read === undefined ? [] : Array.isArray(read) ? read : [read as StreamRead<unknown>]));
}

/** The decision's events as appends, each stream at the version it was read at; streams with none are left out. */
export function toAppends(reads: StreamReads, versions: ReadonlyMap<string, number>, events: Record<string, unknown>): StreamAppend[] {
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
