import type { NextFunction, Request, Response } from 'express';
import { forbidden, unauthorized } from '../errors.js';
import type { ProxyTrust } from './client-address.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses writes sent by pages of another site. Browsers name the sending
 * origin on every cross-site write; requests without one (tools, tests) are
 * not from a browser page and pass to the session checks. The store's own host
 * is the one the browser asked for: a forwarded host only from a trusted proxy.
 */
export function sameOriginWrites(allowedOrigins: readonly string[], proxy: ProxyTrust) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get('origin');
    if (req.get('sec-fetch-site') === 'cross-site' && !origin) return next(forbidden('Cross-site request refused'));
    if (!origin) return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return next(forbidden('Cross-site request refused'));
    }
    const ownHost = proxy.requestedHost(req);
    if (host === ownHost || allowedOrigins.includes(origin)) return next();
    next(forbidden('Cross-site request refused'));
  };
}

/** Admin only: 401 without a session, 403 for any other role. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) return next(unauthorized());
  if (req.user.role !== 'admin') return next(forbidden('Admin access required'));
  next();
}

export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) return next(unauthorized());
  next();
}
