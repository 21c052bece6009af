import { LRUCache } from 'lru-cache';

export interface CachedUser {
  readonly id: string;
  readonly email: string;
  readonly role: string;
}

/**
 * Live sessions (and refused ones) remembered for a few seconds, so a signed-in shopper's requests do not each ask
 * the database. Endings evict at once (every instance hears of them); the time limit only bounds what a missed
 * notice could leave behind. While the instance cannot hear endings, nothing is kept.
 *
 * A lookup that was under way when an ending arrived must not put back what the ending removed: each ending moves
 * the generation on, and only a lookup that started in the current generation may store its answer.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, { user: CachedUser | null }>;
  private readonly pending = new Map<string, Promise<CachedUser | null>>();
  private generation = 0;
  private enabled = false;

  constructor(options: { ttlMs: number; max: number }) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  /** The session's user, from memory or from `load` (one load per session at a time). */
  async get(sessionId: string, load: (sessionId: string) => Promise<CachedUser | null>): Promise<CachedUser | null> {
    const known = this.entries.get(sessionId);
    if (known) return known.user;
    const inFlight = this.pending.get(sessionId);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const lookup = load(sessionId).then((user) => {
      if (this.enabled && generation === this.generation) this.entries.set(sessionId, { user });
      return user;
    });
    this.pending.set(sessionId, lookup);
    const forget = () => {
      if (this.pending.get(sessionId) === lookup) this.pending.delete(sessionId);
    };
    lookup.then(forget, forget);
    return lookup;
  }

  /**
   * A session just opened, for the user it was opened for: its first requests need not look it up (the users read
   * model may not show a new account yet, ADR 049). Kept only while endings are heard, like every entry.
   */
  prime(sessionId: string, user: CachedUser): void {
    if (this.enabled) this.entries.set(sessionId, { user });
  }

  /** Forgets one session. */
  evictSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
    this.pending.delete(sessionId);
  }

  /** Forgets every session of a user (their role or password changed; every view of them may be stale). */
  evictUser(userId: string): void {
    this.generation += 1;
    for (const [sessionId, entry] of this.entries.entries()) {
      if (entry.user?.id === userId) this.entries.delete(sessionId);
    }
    // Which user a pending lookup is for is not known until it answers: let every new request look again.
    this.pending.clear();
  }

  /** On while endings are heard; off (and emptied) while they may be missed. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
