import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { Sessions, SessionUser } from '../http/context.js';
import { knownDeviceCookie, knownDeviceLifetimeSeconds, knownDevicePath, knownDevices } from '../http/known-device.js';
import { readCookie, sessionCookie, signedInHintCookie, signingKey, signSessionToken, verifySessionToken } from '../http/session.js';
import type { Logger } from '../logger.js';
import { SessionCache } from './cache.js';
import { listenForEndings } from './endings.js';
import { endSession, endSessionsOf, findLiveSession, openSession, type LiveSession, type SessionEnding } from './table.js';

export { sessionsMigration, endSessionsOf, sweepSessions, type SessionEnding } from './table.js';
export { signInsMigration } from './sign-ins.js';

export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;
/** How long a looked-up session is trusted without asking again; endings evict sooner, on every instance. */
export const sessionCacheMs = 5000;

export interface SessionService extends Sessions {
  /** The live session a cookie header carries, or undefined. */
  fromCookie(cookieHeader: string | undefined): Promise<SessionUser | undefined>;
  /** Sets `req.user` from the session cookie, when it names a live session. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** Called for every session ending heard (from any instance), e.g. to close its sockets. */
  onEnding(listener: (ending: SessionEnding) => void): void;
  close(): Promise<void>;
}

/**
 * Server-side sessions: a signed cookie names a session kept in PostgreSQL, checked on every request through a
 * short in-process cache. Ending a session (or all of a user's) notifies every instance, which forget it at once.
 */
export function createSessions(options: {
  pool: pg.Pool;
  databaseUrl: string;
  secret: string;
  secure: boolean;
  logger: Logger;
  /**
   * Resolves true once the users read model shows the account (false past the read bound): asked when a live
   * session's user is not in it yet, as when she registered through another instance a moment ago.
   */
  awaitAccount?: (userId: string) => Promise<boolean>;
}): SessionService {
  const { pool, secure } = options;
  const key = signingKey(options.secret);
  const cache = new SessionCache({ ttlMs: sessionCacheMs, max: 50_000 });
  const listeners = new Set<(ending: SessionEnding) => void>();
  const heard = (ending: SessionEnding) => {
    if ('session' in ending) cache.evictSession(ending.session);
    else cache.evictUser(ending.user);
    for (const listener of listeners) {
      try {
        listener(ending);
      } catch (error) {
        options.logger.warn('session ending listener failed', { error });
      }
    }
  };
  const endings = listenForEndings({
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    onEnding: heard,
    onHearing: (hearing) => cache.setEnabled(hearing),
  });
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  const devices = knownDevices(options.secret);
  // Only the store's own pages sign in, so the cookie need not travel with requests started by other sites.
  const deviceCookieOptions = { httpOnly: true, sameSite: 'strict', secure, path: knownDevicePath } as const;

  const lookUp = async (sessionId: string): Promise<LiveSession | null> => {
    const found = await findLiveSession(pool, sessionId);
    if (!found || !('unseenUser' in found)) return found;
    if (!(await options.awaitAccount?.(found.unseenUser))) return null;
    const again = await findLiveSession(pool, sessionId);
    return again && !('unseenUser' in again) ? again : null;
  };

  const fromCookie = async (cookieHeader: string | undefined): Promise<SessionUser | undefined> => {
    const claims = verifySessionToken(key, readCookie(cookieHeader, sessionCookie));
    if (!claims) return undefined;
    const user = await cache.get(claims.sessionId, lookUp);
    // A token whose subject is not the session's user was not issued by us for it.
    if (!user || user.id !== claims.userId) return undefined;
    return { ...user, sessionId: claims.sessionId };
  };

  return {
    async issue(res, user, newAccount = false) {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + sessionLifetimeSeconds * 1000);
      await openSession(pool, user.id, sessionId, expiresAt);
      if (newAccount) cache.prime(sessionId, { id: user.id, email: user.email, role: user.role });
      const token = signSessionToken(key, { userId: user.id, sessionId }, expiresAt);
      res.cookie(sessionCookie, token, { ...cookieOptions, maxAge: sessionLifetimeSeconds * 1000 });
      res.cookie(signedInHintCookie, '1', { ...cookieOptions, httpOnly: false, maxAge: sessionLifetimeSeconds * 1000 });
      return sessionId;
    },
    async end(req, res) {
      const claims = verifySessionToken(key, readCookie(req.headers.cookie, sessionCookie));
      if (claims) {
        await endSession(pool, claims.sessionId);
        // This instance's own requests and sockets see it at once; the notice reaches the others (and this one again).
        heard({ session: claims.sessionId });
      }
      res.clearCookie(sessionCookie, cookieOptions);
      res.clearCookie(signedInHintCookie, { ...cookieOptions, httpOnly: false });
    },
    async endSessionsOf(userId, except) {
      await endSessionsOf(pool, userId, except);
      heard({ user: userId, except: except ?? null });
    },
    knownDevice(req, account, passwordHash) {
      return devices.deviceOf(readCookie(req.headers.cookie, knownDeviceCookie), account, passwordHash);
    },
    rememberDevice(req, res, account, passwordHash) {
      const value = devices.remember(readCookie(req.headers.cookie, knownDeviceCookie), account, passwordHash);
      res.cookie(knownDeviceCookie, value, { ...deviceCookieOptions, maxAge: knownDeviceLifetimeSeconds * 1000 });
    },
    fromCookie,
    middleware(req, _res, next) {
      if (!req.headers.cookie) return next();
      fromCookie(req.headers.cookie).then((user) => {
        req.user = user;
        next();
      }, next);
    },
    onEnding(listener) {
      listeners.add(listener);
    },
    close: () => endings.close(),
  };
}
