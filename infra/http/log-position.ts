import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { isAtOrAfter, type AppendResult, type Checkpoint } from '../../events/index.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * Read-your-writes without the write waiting (ADR 041): a write answers once its append commits, with the log
 * position it reached in this header; a read that carries a position (this header, or the session's last write)
 * waits, bounded, until the read models it reads have reached it.
 */
export const logPositionHeader = 'X-Log-Position';
/** Sent on a read whose wait passed its bound: the answer may not show the position's writes yet. */
export const logPositionReachedHeader = 'X-Log-Position-Reached';

/** `<transaction id>.<global position>`: the pair the log is read in order of (ADR 002), compared in that order. */
export function formatLogPosition(position: Checkpoint): string {
  return `${position.transactionId}.${position.globalPosition}`;
}

const shape = /^(\d{1,19})\.(\d{1,15})$/;

/** The position a request header carries: undefined when absent, null when malformed. */
export function parseLogPosition(value: string | string[] | undefined): Checkpoint | null | undefined {
  if (value === undefined) return undefined;
  const match = typeof value === 'string' ? shape.exec(value.trim()) : null;
  if (!match) return null;
  return { transactionId: BigInt(match[1]!), globalPosition: Number(match[2]) };
}

function later(a: Checkpoint | undefined, b: Checkpoint | undefined): Checkpoint | undefined {
  if (!a) return b;
  if (!b) return a;
  return isAtOrAfter(a, b) ? a : b;
}

/** What the reads need of the projection runner. */
export interface PositionReads {
  readable(position: Checkpoint, readModels?: readonly string[]): boolean;
  waitToRead(position: Checkpoint, readModels?: readonly string[], timeoutMs?: number): Promise<boolean>;
  /** Whether one of the read models (every one when not given) is stopped at an event it cannot apply (ADR 061). */
  failing?(readModels?: readonly string[]): boolean;
}

/**
 * The last position written through each session, remembered by this instance (not stored: a write then costs no
 * more than its append). A client that sends only its session cookie reads its own writes on the instance that
 * took them; across instances the header carries the position (the web client sends it).
 */
export class SessionPositions {
  private readonly positions = new LRUCache<string, Checkpoint>({ max: 50_000, ttl: 10 * 60_000 });

  remember(sessionId: string, position: Checkpoint): void {
    const known = this.positions.get(sessionId);
    if (!known || !isAtOrAfter(known, position)) this.positions.set(sessionId, position);
  }

  of(sessionId: string): Checkpoint | undefined {
    return this.positions.get(sessionId);
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Where this instance remembers the position each session last wrote (set for every API request). */
      sessionPositions?: SessionPositions;
    }
  }
}

/**
 * A write's answer: the position its append reached, in the header and against the session that made it (and the
 * one it started, a registration's: her next requests read her account as written, ADR 049). Called
 * once the append has committed, before the answer is sent; nothing waits for projections.
 */
export function answeredAt(req: Request, res: Response, append: AppendResult | null, newSession?: string): void {
  if (!append) return;
  res.setHeader(logPositionHeader, formatLogPosition(append.position));
  if (req.user) req.sessionPositions?.remember(req.user.sessionId, append.position);
  if (newSession) req.sessionPositions?.remember(newSession, append.position);
}

export interface ReadPositionOptions {
  readonly reads: PositionReads;
  readonly positions: SessionPositions;
  readonly timeoutMs: number;
  readonly logger: Logger;
  /**
   * Writes that read no read model (`POST /orders`, decided from the streams alone; their definitions say
   * `streamOnly`, routes.ts), as `METHOD /path` under /api:
   * they go on at once whatever position they carry. Every other request waits, writes too: many check what they
   * are given against a read model (a sign-in against the users read model, a review against the orders one).
   */
  readonly streamOnlyWrites?: readonly string[];
}

/**
 * Waits before a request until every read model has reached the position it carries: the header's (`session:
 * false`, ahead of the session lookup, for the public reads that never look at it) or the later of the header's
 * and the session's last write (`session: true`, after the lookup). A request carrying none, or one already
 * reached, goes on at once, and so do the stream-only writes. A malformed header is refused (400
 * `invalid_log_position`). Past the bound the request goes on with what the read models show, its answer marked
 * `X-Log-Position-Reached: false`.
 */
export function readAtPosition(options: ReadPositionOptions & { readonly session: boolean }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    req.sessionPositions = options.positions;
    const given = parseLogPosition(req.headers['x-log-position']);
    if (given === null) {
      throw new AppError(400, `${logPositionHeader} must be a position a write answered with`, undefined, 'invalid_log_position');
    }
    if (options.streamOnlyWrites?.includes(`${req.method} ${req.path}`)) return next();
    const position = options.session && req.user ? later(given, options.positions.of(req.user.sessionId)) : given;
    if (!position || options.reads.readable(position)) return next();
    waitToRead(options, req, res, position).then(() => next(), next);
  };
}

/** The bounded wait of one read, for Express or the fast path; sets the header when the bound passed. */
export async function waitToRead(
  options: Omit<ReadPositionOptions, 'positions'>,
  req: IncomingMessage,
  res: { setHeader(name: string, value: string): unknown },
  position: Checkpoint,
  readModels?: readonly string[],
): Promise<void> {
  const reached = await options.reads.waitToRead(position, readModels, options.timeoutMs);
  if (reached) return;
  res.setHeader(logPositionReachedHeader, 'false');
  // A read model stopped at an event was logged once when it stopped; a line per read would bury that one.
  if (options.reads.failing?.(readModels)) return;
  options.logger.warn('read answered before the read models reached its position', {
    path: req.url,
    position: formatLogPosition(position),
  });
}
