import { expect } from 'vitest';
import {
  Refusal,
  type CommandDecider,
  type Decider,
  type EventsFor,
  type NewEvent,
  type RefusalMeaning,
  type StatesOf,
  type StreamRead,
  type StreamReads,
} from '../../events/index.js';

/** What a refusal must say: its message (or a pattern), or its code and params. */
type ExpectedRefusal = string | RegExp | { readonly code: string; readonly params?: Record<string, string | number>; readonly message?: string | RegExp };

function expectRefusal(decide: () => unknown, meaning: RefusalMeaning, expected: ExpectedRefusal): Refusal {
  let error: unknown;
  try {
    decide();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(Refusal);
  const refusal = error as Refusal;
  expect(refusal.meaning).toBe(meaning);
  const matches = (message: string | RegExp) =>
    typeof message === 'string' ? expect(refusal.message).toBe(message) : expect(refusal.message).toMatch(message);
  if (typeof expected === 'string' || expected instanceof RegExp) matches(expected);
  else {
    expect(refusal.code).toBe(expected.code);
    if (expected.params) expect(refusal.params).toEqual(expected.params);
    if (expected.message) matches(expected.message);
  }
  return refusal;
}

/**
 * given(events) → when(command) → then(events) for a pure decider:
 * `then` checks the decision, `thenRefuses` the Refusal it throws (by meaning).
 */
export function deciderSpec<Command, Event extends NewEvent, State>(decider: Decider<Command, Event, State>) {
  return (given: readonly Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: readonly Event[]) => expect(decide()).toEqual(expected),
        thenRefuses: (meaning: RefusalMeaning, expected: ExpectedRefusal) => expectRefusal(decide, meaning, expected),
      };
    },
  });
}

/** The history of each stream a command names, under the same names (a list of histories for a list of streams). */
export type GivenStreams<Reads> = {
  readonly [Name in keyof Reads]?: Reads[Name] extends readonly StreamRead<unknown>[]
    ? readonly (readonly NewEvent[])[]
    : readonly NewEvent[];
};

/**
 * given(each stream's events) → when(command) → then(events per stream, result) for a decision over several
 * streams. The streams are the ones the decider names for the command; a stream given nothing is new.
 */
export function commandSpec<Command, Reads extends StreamReads, Result, More extends StreamReads>(
  decider: CommandDecider<Command, Reads, Result, More>,
) {
  return (given: GivenStreams<Reads & More>) => ({
    when: (command: Command) => {
      const history = given as Record<string, unknown>;
      const fold = (reads: StreamReads) => {
        const states: Record<string, unknown> = {};
        for (const [name, read] of Object.entries(reads)) {
          const foldOne = (one: StreamRead<unknown>, events: readonly NewEvent[] = []) =>
            events.reduce((state, event) => one.fold.evolve(state, event), one.fold.initialState());
          if (read === undefined) states[name] = undefined;
          else if (Array.isArray(read)) {
            const lists = (history[name] ?? []) as readonly (readonly NewEvent[])[];
            states[name] = read.map((one: StreamRead<unknown>, index) => foldOne(one, lists[index]));
          } else states[name] = foldOne(read as StreamRead<unknown>, history[name] as readonly NewEvent[] | undefined);
        }
        return states;
      };
      const decide = () => {
        const first = fold(decider.streams(command));
        const more = decider.moreStreams ? fold(decider.moreStreams(command, first as StatesOf<Reads>)) : {};
        return decider.decide(command, { ...first, ...more } as StatesOf<Reads & More>);
      };
      return {
        /** The events appended per stream (names with nothing to append may be left out), and the result if given. */
        then: (expected: EventsFor<Reads & More>, result?: Result) => {
          const decision = decide();
          const written = Object.fromEntries(
            Object.entries(decision.events as Record<string, unknown>).filter(([, events]) => events !== undefined && !isEmpty(events)),
          );
          const wanted = Object.fromEntries(Object.entries(expected as Record<string, unknown>).filter(([, events]) => !isEmpty(events)));
          expect(written).toEqual(wanted);
          if (result !== undefined) expect(decision.result).toEqual(result);
          return decision;
        },
        thenRefuses: (meaning: RefusalMeaning, expected: ExpectedRefusal) => expectRefusal(decide, meaning, expected),
      };
    },
  });
}

/** No events: an empty list, or a list of empty lists (a list of streams none of which gets any). */
function isEmpty(events: unknown): boolean {
  return Array.isArray(events) && events.every((entry) => Array.isArray(entry) && isEmpty(entry));
}
