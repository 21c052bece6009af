import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import express, { type ErrorRequestHandler, type Request, type Router } from 'express';
import { ConcurrencyError, Refusal, type RefusalMeaning } from '../../events/index.js';
import { isDatabaseUnavailable } from '../db.js';
import { AppError, Busy, defaultErrorCode, notFound } from '../errors.js';
import type { Logger } from '../logger.js';
import { describeBytes, parseJsonBodies, type LargeBodyRoute } from './body-limits.js';
import { proxyTrust, type TrustProxy } from './client-address.js';
import { compressJson } from './compress-json.js';
import { assignCorrelationId } from './context.js';
import { readOnlyRole, requireAdmin, requireRole, sameOriginWrites } from './guards.js';
import type { FirstViewSources } from './public-reads/first-view.js';
import { readAtPosition, type ReadPositionOptions } from './log-position.js';
import { securityHeaders } from './security-headers.js';
import { serveWeb } from './web-files.js';
import type { ShopperWriteLimits } from './write-limits.js';

export interface AppParts {
  readonly logger: Logger;
  readonly trustProxy: TrustProxy;
  readonly allowedOrigins: readonly string[];
  readonly sessionMiddleware: express.RequestHandler;
  /** Whose live session a cookie header carries: an admin opening a back-office page gets its shell drawn (web-files.ts). */
  readonly sessionOf?: (cookieHeader: string | undefined) => Promise<{ readonly role: string } | undefined>;
  /** Routers mounted under /api, in order (`mountRoutes` makes them from the modules' route definitions). */
  readonly apiRouters: readonly Router[];
  /**
   * The shop's public GETs (the same answer for anyone): mounted under /api ahead of the session lookup and the
   * write guards, which they need not, so a signed-in shopper's catalog reads never ask about her session.
   */
  readonly publicRouters?: readonly Router[];
  /** The routes (under /api) whose bodies carry images inline, allowed the large body limit. */
  readonly largeBodyRoutes?: readonly LargeBodyRoute[];
  /** Built web app to serve for every non-API path, when present. */
  readonly webRoot?: string;
  /** The data of the landing pages' first views, drawn into the index.html they are sent (first-view.ts). */
  readonly firstViews?: FirstViewSources;
  /** Reads carrying a written position wait for it (ADR 041); without this, no read waits. */
  readonly readPositions?: ReadPositionOptions;
  /** `GET /metrics` for Prometheus (metrics-route.ts): at the root, ahead of the web app that would answer any path. */
  readonly metrics?: express.RequestHandler;
  /** Each shopper's write budget per route family (write-limits.ts, ADR 064); without it, no write is counted. */
  readonly shopperWriteLimits?: ShopperWriteLimits;
}

/** Auditors read the store and change nothing in it. */
export const auditorReadsOnly = readOnlyRole('auditor', ['/auth/login', '/auth/logout']);

export function createApp(parts: AppParts): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const proxy = proxyTrust(parts.trustProxy);
  app.set('trust proxy', proxy.trusts);
  app.set('etag', 'strong');
  app.use(securityHeaders);
  app.use(assignCorrelationId);

  const api = express.Router();
  api.use(compressJson);
  // The public reads never look at the session: the header alone says what they wait for.
  if (parts.readPositions) api.use(readAtPosition({ ...parts.readPositions, session: false }));
  for (const router of parts.publicRouters ?? []) api.use(router);
  api.use(sameOriginWrites(parts.allowedOrigins, proxy));
  api.use(parts.sessionMiddleware);
  if (parts.readPositions) api.use(readAtPosition({ ...parts.readPositions, session: true }));
  // The whole admin prefix and the order status call are admin-only, whether or not a route exists yet; each route
  // checks its own access too (routes.ts), so these prefixes are the net under a route declared with the wrong one.
  api.use('/admin', requireAdmin);
  api.patch('/orders/:id/status', requireAdmin);
  api.use('/audit', requireRole('admin', 'auditor'));
  api.use(auditorReadsOnly);
  // Every shopper write, of any route under /account now or later, spends her budget before its body is read.
  if (parts.shopperWriteLimits) api.use(parts.shopperWriteLimits.charge);
  // Bodies are read after the guards, so a caller without the right session cannot make the store read megabytes.
  parseJsonBodies(api, parts.largeBodyRoutes ?? []);
  for (const router of parts.apiRouters) api.use(router);
  api.use((req: Request) => {
    throw notFound(`No API route for ${req.method} ${req.path}`);
  });
  api.use(errorHandler(parts.logger, parts.shopperWriteLimits));
  app.use('/api', api);
  if (parts.metrics) app.get('/metrics', parts.metrics);

  if (parts.webRoot && existsSync(path.join(parts.webRoot, 'index.html'))) {
    serveWeb(app, parts.webRoot, { firstViews: parts.firstViews, sessionOf: parts.sessionOf, logger: parts.logger });
  } else app.use((_req, res) => res.status(404).type('text').send('The web app is not built: run npm run build'));
  return app;
}

/**
 * Requests that Node's HTTP parser refuses before Express sees them (headers
 * over the size limit, malformed messages) get the same JSON error shape as
 * every other answer, instead of Node's bodiless default. Install with
 * `server.on('clientError', answerClientError)`; mirrors Node's own handler.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex & { bytesWritten?: number }): void {
  if (!socket.writable || socket.bytesWritten) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timed out']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ message, code: defaultErrorCode(status) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function errorHandler(logger: Logger, writeLimits?: ShopperWriteLimits): ErrorRequestHandler {
  return async (error, req, res, _next) => {
    const answer = toAnswer(error);
    if (error instanceof Busy) res.setHeader('retry-after', String(error.retryAfterSeconds));
    else if (answer.status >= 500) {
      logger.error('request failed', { method: req.method, path: req.originalUrl, correlationId: req.correlationId, error });
    }
    // A write the store refused appended nothing: its charge goes back before the answer, so her next try finds it.
    if (answer.status < 500 && writeLimits) {
      await writeLimits.giveBack(req).catch((failure: unknown) => logger.warn('write budget not given back', { error: failure }));
    }
    if (res.headersSent) return;
    res.status(answer.status).json(answer.body);
  };
}

/** The one place where what a refusal means becomes an HTTP status. */
const statusOfRefusal: Record<RefusalMeaning, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  mismatch: 422,
  limit_reached: 429,
};

type ErrorBody = { message: string; code: string; errors?: unknown; params?: unknown };

function toAnswer(error: unknown): { status: number; body: ErrorBody } {
  const answer = (status: number, message: string, code = defaultErrorCode(status)) => ({ status, body: { message, code } });
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    if (error.params) body.params = error.params;
    return { status: error.status, body };
  }
  if (error instanceof Refusal) {
    const body: ErrorBody = { ...error.fields, message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    if (error.params) body.params = error.params;
    return { status: statusOfRefusal[error.meaning], body };
  }
  if (error instanceof ConcurrencyError) return answer(409, 'The data changed while saving; please try again', 'concurrent_change');
  if (isDatabaseUnavailable(error)) return answer(503, 'The store is briefly unavailable; please try again');
  const { type, status } = error as { type?: string; status?: number };
  if (type === 'entity.parse.failed') return answer(400, 'Malformed JSON body', 'malformed_json');
  if (type === 'entity.too.large') {
    const { limit } = error as { limit: number };
    return {
      status: 413,
      body: { message: `Request body is larger than ${describeBytes(limit)}`, code: 'payload_too_large', params: { maxBytes: limit } },
    };
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return answer(415, 'Unsupported body encoding');
  if (typeof status === 'number' && status >= 400 && status < 500) return answer(status, (error as Error).message || 'Bad request');
  return answer(500, 'Internal server error');
}

