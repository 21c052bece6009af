import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { AppendResult, EventMetadata, EventStore } from '../../events/index.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { OrderLinks } from '../order-links.js';
import { answeredAt } from './log-position.js';

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

/** The projection runner as requests see it: reads wait (bounded) for a written position (ADR 041). */
export interface ReadYourWrites {
  /** For start-up and tools: until every read model handling one of `eventTypes` has reached `position`. */
  waitFor(position: AppendResult['position'], eventTypes: readonly string[], timeoutMs?: number): Promise<boolean>;
  /** Whether the read models (every one when not given) are known to have reached `position`. */
  readable(position: AppendResult['position'], readModels?: readonly string[]): boolean;
  /** Until the read models (every one when not given) show every event at or before `position` that concerns them. */
  waitToRead(position: AppendResult['position'], readModels?: readonly string[], timeoutMs?: number): Promise<boolean>;
  /** Batches this instance committed to a read model while leading its projection; null when it does not lead it. */
  localChanges?(readModel: string): number | null;
}

export interface Sessions {
  /**
   * Starts a session for the user and sets its cookie; answers its id. For a `newAccount`, which the users read
   * model may not show yet, this instance knows the session's user at once instead of looking it up.
   */
  issue(res: Response, user: { readonly id: string; readonly email: string; readonly role: string }, newAccount?: boolean): Promise<string>;
  /** Ends the request's session (on every instance) and clears its cookie. */
  end(req: Request, res: Response): Promise<void>;
  /**
   * Ends every session of a user but `except` (on every instance, sockets included): after a role change, or a
   * password change (keeping the session that made it).
   */
  endSessionsOf(userId: string, except?: string): Promise<void>;
  /**
   * The device whose known-device cookie (ADR 063) proves that this browser signed in as `account` with its current
   * `passwordHash` before, or null: an attempt from it is judged by that device's own failures alone.
   */
  knownDevice(req: Request, account: string, passwordHash: string): string | null;
  /** Marks the browser as known for `account` after its right password (or a new one), renewing the cookie. */
  rememberDevice(req: Request, res: Response, account: string, passwordHash: string): void;
}

/** What every module's routes are given. */
export interface ModuleContext {
  readonly config: Config;
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly reads: ReadYourWrites;
  readonly sessions: Sessions;
  readonly logger: Logger;
  /** Signs and checks the tokens of the links mailed to shoppers (infra/order-links.ts). */
  readonly links: OrderLinks;
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
    // Who, by id and role only: an email in the log could never be forgotten (ADR 068).
    actor: req.user ? { id: req.user.id, role: req.user.role } : { id: 'anonymous', role: 'visitor' },
    correlationId: req.correlationId,
    causationId: null,
    idempotencyKey: key ?? null,
  };
}

/**
 * Marks a write's answer with the position its append reached (header and session, `answeredAt`; `newSession`:
 * also the session the write started, a registration's). Nothing waits for projections, except, when
 * `answerReads` names read models, those alone: for a write whose answer is read back from a read model. Answers
 * are built from the decision instead (ADR 049); the one left reading back is a role change or rename of an
 * account the users read model does not show yet.
 */
export async function written(
  context: ModuleContext,
  req: Request,
  res: Response,
  append: AppendResult | null,
  answerReads: readonly string[] = [],
  newSession?: string,
): Promise<void> {
  answeredAt(req, res, append, newSession);
  if (!append || answerReads.length === 0) return;
  const caughtUp = await context.reads.waitToRead(append.position, answerReads, context.config.READ_POSITION_WAIT_MS);
  if (!caughtUp) context.logger.warn('write answered before its read models caught up', { position: append.position.globalPosition, answerReads });
}

/**
 * One value per running store, made on first use: what several routes of a module share (a cache of folded streams,
 * a service), given the context each handler is made with.
 */
export function perStore<T>(make: (context: ModuleContext) => T): (context: ModuleContext) => T {
  const made = new WeakMap<ModuleContext, T>();
  return (context) => {
    if (!made.has(context)) made.set(context, make(context));
    return made.get(context)!;
  };
}
