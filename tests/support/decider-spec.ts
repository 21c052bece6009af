import { expect } from 'vitest';
import type { Decider, NewEvent } from '../../events/index.js';
import { AppError } from '../../infra/errors.js';

/**
 * given(events) → when(command) → then(events) for a pure decider:
 * `then` checks the decision, `thenRefuses` the AppError it throws.
 */
export function deciderSpec<Command, Event extends NewEvent, State>(decider: Decider<Command, Event, State>) {
  return (given: readonly Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: readonly Event[]) => expect(decide()).toEqual(expected),
        thenRefuses: (status: number, message: string | RegExp) => {
          let error: unknown;
          try {
            decide();
          } catch (thrown) {
            error = thrown;
          }
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).status).toBe(status);
          if (typeof message === 'string') expect((error as AppError).message).toBe(message);
          else expect((error as AppError).message).toMatch(message);
        },
      };
    },
  });
}
