import { isAtOrAfter, type Checkpoint } from '../../events/index.js';

/** After a wake-up from another instance, keep looking for a short while: an older open transaction can hide an event. */
const hotWindowMs = 250;
/** How long a projection keeps looking for an append made here that an open transaction still hides. */
const chaseMs = 5000;

/**
 * Decides, after a batch run ends, whether a projection should look again soon: while an append made here that
 * it handles is still ahead of it (for a bounded time), or shortly after a wake-up from another instance. An
 * append's events are not always visible when it is announced: a transaction that started before it and is
 * still open hides it from the log's readers until that transaction ends.
 */
export class WakeUps {
  /** Appends made here that a projection handles and has not reached yet, with when they were made. */
  private readonly wanted = new Map<string, { readonly position: Checkpoint; readonly since: number }>();
  private lastWake = Number.NEGATIVE_INFINITY;

  constructor(
    /** Where a projection is known to stand. */
    private readonly knownAt: (name: string) => Checkpoint | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** An append made here at `position` concerns the projections `names`. */
  appended(names: readonly string[], position: Checkpoint): void {
    const now = this.now();
    for (const name of names) {
      const current = this.wanted.get(name);
      if (!current || isAtOrAfter(position, current.position)) this.wanted.set(name, { position, since: current?.since ?? now });
    }
  }

  /** Another instance said the log grew. */
  woken(): void {
    this.lastWake = this.now();
  }

  /** True while an append made here that the projection handles is still ahead of it (for a bounded time). */
  chasing(name: string): boolean {
    const wanted = this.wanted.get(name);
    if (!wanted) return false;
    const checkpoint = this.knownAt(name);
    if ((checkpoint && isAtOrAfter(checkpoint, wanted.position)) || this.now() - wanted.since > chaseMs) {
      this.wanted.delete(name);
      return false;
    }
    return true;
  }

  /** Whether the projection should look again soon although its last run found the log's end. */
  keepLooking(name: string): boolean {
    return this.chasing(name) || this.now() - this.lastWake < hotWindowMs;
  }
}
