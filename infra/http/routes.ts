import { Router, type RequestHandler } from 'express';
import type { LargeBodyRoute } from './body-limits.js';
import type { ModuleContext } from './context.js';
import { requireAdmin, requireRole, requireUser } from './guards.js';
import type { ApiAccess, ApiOperation } from './openapi.js';
import { publicRead, publicReadHandler, type PublicRead } from './public-reads/table.js';

/**
 * One route of the API, declared once, in its module: the operation the API document describes (openapi.ts) and
 * the handler the store mounts behind the access check its `access` names. `handler` is given what its module is
 * mounted with (the module context, for most) once, when the store starts, and answers the route's requests; what
 * it keeps between requests (a cache, a limiter) it keeps in that closure.
 */
export type RouteDefinition<Context = ModuleContext> = ApiOperation & {
  /** The body carries images inline: it may be as large as the large limit (body-limits.ts). */
  readonly largeBody?: true;
  /**
   * A write decided from the streams alone, reading no read model: it goes on at once whatever log position it
   * carries (log-position.ts, ADR 041). Its path has no parameter.
   */
  readonly streamOnly?: true;
} & (
    | {
        readonly handler: (context: Context) => RequestHandler;
        /**
         * The same answer for anyone (a shop read): served ahead of the session lookup and the write guards, which it
         * need not, so a signed-in shopper's catalog reads never ask about her session. Its access is `anyone`.
         */
        readonly sameForAnyone?: true;
      }
    | {
        /**
         * A shop read answered from a cached entry, the same bytes for anyone (public-reads/table.ts): served by the
         * fast path before Express and by Express for what the fast path hands on. Its access is `anyone`.
         */
        readonly cachedRead: (context: Context) => PublicRead['read'];
        /** The 404's message when the read finds nothing. */
        readonly notFound?: string;
      }
  );

/** A module's routes: the one list its router, the API document and the tests' route catalogue are drawn from. */
export interface RoutesModule<Context = ModuleContext> {
  readonly routes: readonly RouteDefinition<Context>[];
}

/** The check each kind of caller passes ahead of the handler: 401 without a session, 403 for another role (guards.ts). */
const accessChecks: Readonly<Record<ApiAccess, readonly RequestHandler[]>> = {
  anyone: [],
  customer: [requireUser],
  admin: [requireAdmin],
  audit: [requireRole('admin', 'auditor')],
};

/** A route with its handler made: what `mountRoutes` mounts. */
export interface BoundRoute {
  readonly definition: RouteDefinition<never>;
  readonly handler?: RequestHandler;
  readonly read?: PublicRead;
}

/** Routes given what they are mounted with: each handler is made once, here. */
export function bindRoutes<Context>(routes: readonly RouteDefinition<Context>[], context: Context): BoundRoute[] {
  return routes.map((definition) =>
    'cachedRead' in definition
      ? { definition, read: publicRead(definition.route, definition.cachedRead(context), definition.notFound) }
      : { definition, handler: definition.handler(context) },
  );
}

export interface MountedRoutes {
  /** The routes answered the same for anyone, to mount ahead of the session lookup (app.ts `publicRouters`). */
  readonly publicRouter: Router;
  /** The cached shop reads (also in `publicRouter`), for the fast path. */
  readonly publicReads: readonly PublicRead[];
  /** Every other route, each behind its access check (app.ts `apiRouters`). */
  readonly router: Router;
  /** The routes whose bodies may be large (app.ts `largeBodyRoutes`). */
  readonly largeBodyRoutes: readonly LargeBodyRoute[];
  /** The writes that wait for no read model, as `METHOD /path` under /api (log-position.ts `streamOnlyWrites`). */
  readonly streamOnlyWrites: readonly string[];
}

/** The handlers `mountRoutes` mounted: a route whose handler is not one of them was mounted outside the definitions. */
const definedHandlers = new WeakSet<object>();

/** Whether a function in a router's stack is the handler of a route definition (for the tests that walk the routers). */
export const isDefinedHandler = (handler: unknown): boolean => typeof handler === 'function' && definedHandlers.has(handler);

/** The route as a router under /api matches it: `/api/orders/:id` is `/orders/:id`. */
const underApi = (route: string) => {
  if (!route.startsWith('/api/')) throw new Error(`A route of the API is under /api: ${route}`);
  return route.slice('/api'.length);
};

/**
 * Mounts routes, in their order, onto the routers the app serves under /api: each behind the access check its
 * `access` names, then its handler. Bodies are parsed by the app before these routers (app.ts), after its guards.
 */
export function mountRoutes(routes: readonly BoundRoute[]): MountedRoutes {
  const publicRouter = Router();
  const router = Router();
  const publicReads: PublicRead[] = [];
  const largeBodyRoutes: LargeBodyRoute[] = [];
  const streamOnlyWrites: string[] = [];
  for (const { definition, handler, read } of routes) {
    const path = underApi(definition.route);
    const method = definition.method.toLowerCase() as Lowercase<RouteDefinition['method']>;
    const sameForAnyone = read !== undefined || ('sameForAnyone' in definition && definition.sameForAnyone === true);
    if (sameForAnyone && definition.access !== 'anyone') {
      throw new Error(`${definition.method} ${definition.route} answers anyone the same, so its access is anyone`);
    }
    if (definition.largeBody) {
      if (method === 'get' || method === 'delete') throw new Error(`${definition.method} ${definition.route} has no body`);
      largeBodyRoutes.push({ method, path });
    }
    if (definition.streamOnly) {
      if (path.includes(':')) throw new Error(`${definition.method} ${definition.route}: a stream-only write has a fixed path`);
      streamOnlyWrites.push(`${definition.method} ${path}`);
    }
    if (read) publicReads.push(read);
    const handle = handler ?? publicReadHandler(read!);
    definedHandlers.add(handle);
    if (sameForAnyone) publicRouter[method](path, handle);
    else router[method](path, ...accessChecks[definition.access], handle);
  }
  return { publicRouter, publicReads, router, largeBodyRoutes, streamOnlyWrites };
}
