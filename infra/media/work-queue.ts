import { Busy } from '../errors.js';

/**
 * A few image jobs at a time, and a short line behind them. Decoding and encoding an image keeps a core and one of
 * Node's four pool threads busy for up to seconds and holds its pixels in memory; run thirty at once and every
 * other request of the store (sign-in hashing, compression, the health probe) waits behind them. A job past the
 * line is turned away at once with `Busy` (503 with a Retry-After) instead of queueing without end.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    private readonly full: () => Busy,
  ) {}

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `job` once a place is free; throws `Busy` without running it when the line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw this.full();
    // The place is handed over by the job that leaves it, so `running` never drops in between.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
