import type { Queryable, StoredEvent } from '../events/index.js';

/** Where a module's live messages go: every admin's sockets, or one shopper's own. */
export interface LiveAudience {
  toAdmins(name: string, payload: unknown): void;
  toUser(userId: string, name: string, payload: unknown): void;
}

/**
 * What a module tells the live sockets once one of its read models committed some events, so that whoever reads
 * next, on hearing it, reads what the message announced. Each module declares its own; the live server only carries
 * them (app/live.ts).
 */
export interface LivePublisher {
  /** The read model whose commits it follows. */
  readonly projection: string;
  publish(events: readonly StoredEvent[], audience: LiveAudience): Promise<void> | void;
}

/** A module's publishers, given the connections they may read through. */
export type LivePublishers = (db: Queryable) => readonly LivePublisher[];
