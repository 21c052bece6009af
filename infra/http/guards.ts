import type { NextFunction, Request, Response } from 'express';
import { forbidden, unauthorized } from '../errors.js';
import type { ProxyTrust } from './client-address.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request was sent by a page of another site. Browsers name the sending origin on every cross-site write
 * and every WebSocket handshake; requests without one (tools, tests) are not from a browser page and pass to the
 * session checks. `header` reads a request header by its lower-case name; `ownHost` is the host the browser asked
 * for (a forwarded host only from a trusted proxy: `ProxyTrust.requestedHost`).
 */
export function isFromOtherSite(
  header: (name: string) => string | undefined,
  ownHost: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  const origin = header('origin');
  if (!origin) return header('sec-fetch-site') === 'cross-site';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== ownHost && !allowedOrigins.includes(origin);
}

/** Refuses writes sent by pages of another site (the socket handshake applies the same rule, live.ts). */
export function sameOriginWrites(allowedOrigins: readonly string[], proxy: ProxyTrust) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    if (isFromOtherSite((name) => req.get(name), proxy.requestedHost(req), allowedOrigins)) {
      return next(forbidden('Cross-site request refused'));
    }
    next();
  };
}

/** Admin only: 401 without a session, 403 for any other role. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) return next(unauthorized());
  if (req.user.role !== 'admin') return next(forbidden('Admin access required'));
  next();
}

/** Any of these roles: 401 without a session, 403 for another role. */
export function requireRole(...roles: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.user) return next(unauthorized());
    if (!roles.includes(req.user.role)) return next(forbidden(`Requires the role ${roles.join(' or ')}`));
    next();
  };
}

export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) return next(unauthorized());
  next();
}

/**
 * A role that only reads (auditor): every write is refused (403) whatever its route, so a write route added later
 * is closed to it without being listed anywhere; signing in and out stay open, being the session's own.
 */
export function readOnlyRole(role: string, sessionPaths: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.user?.role !== role || safeMethods.has(req.method) || sessionPaths.includes(req.path)) return next();
    next(forbidden(`The ${role} role only reads`, 'read_only_role'));
  };
}
