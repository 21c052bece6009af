import { isAtOrAfter, type Checkpoint } from '../../events/index.js';

interface Waiter {
  readonly names: readonly string[];
  readonly position: Checkpoint;
  readonly resolve: (caughtUp: boolean) => void;
}

/** How often a waiter runs its `poll` while it waits. */
const pollMs = 100;

/**
 * Where each projection is known to stand (from its own batches, other instances' notifications or a read of
 * the checkpoints), and the writes waiting for projections to reach a position (read-your-writes). A projection
 * known to be stopped at an event it cannot apply (ADR 061) is waited for by nobody: it will not move until a fix.
 */
export class Waiters {
  private readonly known = new Map<string, Checkpoint>();
  private readonly waiting = new Set<Waiter>();
  private readonly stopped = new Set<string>();

  /** Where `name` is known to stand; undefined before anything was heard of it. */
  knownAt(name: string): Checkpoint | undefined {
    return this.known.get(name);
  }

  /** `name` reached `checkpoint`: wakes the waiters that no longer wait on anything. */
  advance(name: string, checkpoint: Checkpoint): void {
    const current = this.known.get(name);
    // Notifications and polls can arrive out of order: checkpoints only move forward.
    if (current && isAtOrAfter(current, checkpoint)) return;
    this.known.set(name, checkpoint);
    for (const waiter of [...this.waiting]) {
      if (this.reached(waiter.names, waiter.position)) waiter.resolve(true);
    }
  }

  /** Whether every one of `names` is known to stand at or after `position`. */
  reached(names: readonly string[], position: Checkpoint): boolean {
    return names.every((name) => {
      const checkpoint = this.known.get(name);
      return checkpoint !== undefined && isAtOrAfter(checkpoint, position);
    });
  }

  /** `name` stopped at an event it cannot apply: the waiters on it are answered false at once, and later ones too. */
  stop(name: string): void {
    this.stopped.add(name);
    for (const waiter of [...this.waiting]) {
      if (waiter.names.includes(name) && !this.reached([name], waiter.position)) waiter.resolve(false);
    }
  }

  /** `name` applies again. */
  resume(name: string): void {
    this.stopped.delete(name);
  }

  /** Whether one of `names` is known to be stopped. */
  anyStopped(names: readonly string[]): boolean {
    return names.some((name) => this.stopped.has(name));
  }

  /**
   * Resolves true once every one of `names` reached `position`, false after `timeoutMs` or at `releaseAll`, or at
   * once when one of them is stopped short of it. `poll`, when given, runs every 100 ms meanwhile: for progress
   * (or a stop) that may arrive only by asking.
   */
  wait(names: readonly string[], position: Checkpoint, timeoutMs: number, poll?: () => void): Promise<boolean> {
    if (this.reached(names, position)) return Promise.resolve(true);
    if (names.some((name) => this.stopped.has(name) && !this.reached([name], position))) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        names,
        position,
        resolve: (caughtUp) => {
          clearTimeout(timeout);
          clearInterval(polling);
          this.waiting.delete(waiter);
          resolve(caughtUp);
        },
      };
      const timeout = setTimeout(() => waiter.resolve(false), timeoutMs);
      const polling = poll ? setInterval(poll, pollMs) : undefined;
      this.waiting.add(waiter);
    });
  }

  /** Answers every waiter false (the runner stops). */
  releaseAll(): void {
    for (const waiter of [...this.waiting]) waiter.resolve(false);
  }
}
