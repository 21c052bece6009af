import { ConcurrencyError } from './store.js';

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
