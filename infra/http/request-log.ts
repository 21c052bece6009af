import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import type { StoreMetrics } from '../metrics.js';
import { proxyTrust, type TrustProxy } from './client-address.js';
import { correlationIdFor } from './context.js';

/** The route label of a request Express did not route: unknown API paths, stray methods. */
export const unmatchedRoute = 'unmatched';
/** The route label of the web app's files and pages (any path outside /api that no route claims). */
export const webRoute = 'web';

const answeredOutsideExpress = Symbol('answered outside Express');

interface Observed extends IncomingMessage {
  correlationId?: string;
  [answeredOutsideExpress]?: { readonly route: string; readonly bytes: number };
  /** Set by Express while it handles the request. */
  route?: { path?: unknown };
  baseUrl?: string;
  user?: { id: string };
}

/**
 * Describes a request answered outside Express (the cached public reads): its route pattern, and the length of the
 * body it was sent (their headers go out as a list, which the response cannot be asked about afterwards).
 */
export function describeAnswer(req: IncomingMessage, route: string, bytes: number): void {
  (req as Observed)[answeredOutsideExpress] = { route, bytes };
}

export interface RequestObservation {
  readonly logger: Logger;
  readonly metrics: StoreMetrics;
  /** Which proxies' X-Forwarded-For names the client (TRUST_PROXY), as everywhere else in the store. */
  readonly trustProxy: TrustProxy;
}

/**
 * The front door of every HTTP request (before the cached reads and Express): gives it its correlation id (the
 * caller's X-Request-Id when sensible, which Express's middleware and the events it appends then carry), and when
 * its answer is over, times it into the request histogram and writes one `request` line: at info, except for the
 * cached public reads answered outside Express, at debug. Those are anonymous, the same bytes for everyone and
 * write nothing (no event to trace back to them); a line for each measured 40–50% more CPU per read under
 * load, while the histogram counts and times them all anyway (ADR 014).
 */
export function observeRequests(listener: RequestListener, observation: RequestObservation): RequestListener {
  const { logger, metrics } = observation;
  const proxy = proxyTrust(observation.trustProxy);
  return (req: Observed, res) => {
    const started = performance.now();
    const url = req.url ?? '';
    req.correlationId = correlationIdFor(req.headers['x-request-id']);
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(req, url);
      // Headers never sent: the client left (or the server gave up) before any answer.
      const status = res.headersSent ? String(res.statusCode) : 'aborted';
      metrics.observeRequest(req.method ?? 'GET', route, status, seconds);
      const level = req[answeredOutsideExpress] ? 'debug' : 'info';
      if (logger.isLevelEnabled(level)) logger[level]('request', requestFields(req, res, url, route, seconds, proxy.clientAddress(req)));
    });
    listener(req, res);
  };
}

function requestFields(req: Observed, res: ServerResponse, url: string, route: string, seconds: number, client: string) {
  const query = url.indexOf('?');
  const length = req[answeredOutsideExpress]?.bytes ?? res.getHeader('content-length');
  return {
    correlationId: req.correlationId,
    method: req.method,
    route,
    path: query === -1 ? url : url.slice(0, query),
    status: res.statusCode,
    durationMs: Math.round(seconds * 10_000) / 10,
    bytes: length === undefined ? undefined : Number(length),
    client,
    userId: req.user?.id,
    aborted: res.writableFinished ? undefined : true,
  };
}

/** The route pattern that answered, from Express (`/api` + `/products/:slug`) or a fast read's label. */
function routeOf(req: Observed, url: string): string {
  const answered = req[answeredOutsideExpress];
  if (answered) return answered.route;
  const path = req.route?.path;
  if (typeof path === 'string') return `${req.baseUrl ?? ''}${path}`;
  return url.startsWith('/api/') || url === '/api' ? unmatchedRoute : webRoute;
}
