import type { RequestHandler } from 'express';
import { notFound } from '../../errors.js';
import { sendJsonEntry, type JsonEntry } from '../cache.js';

/**
 * One public read of the shop: a GET answered from a cached entry, the same bytes for everyone. Each is registered
 * once, as a route definition with a `cachedRead` (infra/http/routes.ts), which both the fast path (fast-path.ts,
 * before Express) and Express (`publicReadHandler`, for whatever the fast path hands on) serve.
 */
export interface PublicRead {
  /** The route as Express has it: an exact path (`/api/categories`) or one ending in one parameter (`/api/products/:slug`). */
  readonly route: string;
  /**
   * The entry to answer: given the route's parameter (decoded; undefined for an exact path), the entry, null when
   * there is none (a 404 with `notFound`), or a promise of either.
   */
  readonly read: (parameter: string | undefined) => JsonEntry | null | Promise<JsonEntry | null>;
  /** The 404's message when `read` finds nothing. */
  readonly notFound?: string;
}

export function publicRead(route: string, read: PublicRead['read'], notFoundMessage?: string): PublicRead {
  const parameter = route.lastIndexOf('/:');
  if (route.indexOf(':') !== -1 && (parameter === -1 || route.indexOf(':') !== parameter + 1 || route.slice(parameter + 2).includes('/'))) {
    throw new Error(`A public read takes at most one parameter, last: ${route}`);
  }
  return { route, read, notFound: notFoundMessage };
}

/** The route's fixed part and whether a parameter follows it: `/api/products/` and true for `/api/products/:slug`. */
export function routeShape(route: string): { readonly prefix: string; readonly parameter: boolean } {
  const at = route.lastIndexOf('/:');
  return at === -1 ? { prefix: route, parameter: false } : { prefix: route.slice(0, at + 1), parameter: true };
}

/**
 * A read as an Express route, mounted under /api: it answers what the fast path hands on (a HEAD, a segment that does
 * not decode, a missing entry, a failed read), with Express's request line, route label and errors.
 */
export function publicReadHandler(entry: PublicRead): RequestHandler {
  const parameter = routeShape(entry.route).parameter ? entry.route.slice(entry.route.lastIndexOf('/:') + 2) : null;
  return async (req, res) => {
    const found = await entry.read(parameter === null ? undefined : (req.params as Record<string, string>)[parameter]);
    if (!found) throw notFound(entry.notFound);
    sendJsonEntry(req, res, found);
  };
}
