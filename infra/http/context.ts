import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { AppendResult, EventMetadata, EventStore } from '../../events/index.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly role: string;
  /** The server-side session the request came with. */
  readonly sessionId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      correlationId: string;
      user?: SessionUser;
    }
  }
}

/** Lets a write answer only once the reads it affects show it. */
export interface ReadYourWrites {
  waitFor(position: AppendResult['position'], eventTypes: readonly string[], timeoutMs?: number): Promise<boolean>;
  /** Batches this instance committed to a read model while leading its projection; null when it does not lead it. */
  localChanges?(readModel: string): number | null;
}

export interface Sessions {
  /** Starts a session for the user and sets its cookie. */
  issue(res: Response, user: { readonly id: string }): Promise<void>;
  /** Ends the request's session (on every instance) and clears its cookie. */
  end(req: Request, res: Response): Promise<void>;
  /**
   * Ends every session of a user but `except` (on every instance, sockets included): after a role change, or a
   * password change (keeping the session that made it).
   */
  endSessionsOf(userId: string, except?: string): Promise<void>;
}

/** What every module's routes are given. */
export interface ModuleContext {
  readonly config: Config;
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly reads: ReadYourWrites;
  readonly sessions: Sessions;
  readonly logger: Logger;
}

/** The caller's request id when it is a sensible one, or a new one. */
export function correlationIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

export function assignCorrelationId(req: Request, res: Response, next: NextFunction): void {
  // Kept when the server's front door (request-log.ts) has given one already: its request line carries it too.
  req.correlationId ??= correlationIdFor(req.headers['x-request-id']);
  res.setHeader('x-request-id', req.correlationId);
  next();
}

/** Event metadata for a write made by this request. */
export function metadataOf(req: Request): EventMetadata {
  const key = req.get('idempotency-key');
  return {
    actor: req.user ? { id: req.user.id, role: req.user.role, email: req.user.email } : { id: 'anonymous', role: 'visitor' },
    correlationId: req.correlationId,
    causationId: null,
    idempotencyKey: key ?? null,
  };
}

/** Waits (bounded) for the projections an append affects, so the next read shows it. */
export async function settle(context: ModuleContext, append: AppendResult | null): Promise<void> {
  if (!append) return;
  const caughtUp = await context.reads.waitFor(append.position, append.eventTypes);
  if (!caughtUp) context.logger.warn('write answered before its projections caught up', { position: append.position.globalPosition });
}
