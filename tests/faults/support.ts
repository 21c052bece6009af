import http from 'node:http';
import net from 'node:net';
import type express from 'express';
import type pg from 'pg';

/**
 * Helpers shared by the fault suites: the API's route table read from the
 * Express routers the store really mounted, a raw HTTP client (fetch would
 * normalise `..` segments, bad percent-escapes and headers away), and a
 * snapshot of the event log.
 */

export interface MountedRoute {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Full path pattern as Express matches it, e.g. `/api/admin/orders/:id`. */
  readonly path: string;
  /** Every function in the route's own stack (guards included). */
  readonly handlers: readonly unknown[];
}

export interface MountedMiddleware {
  readonly path: string;
  readonly handle: unknown;
}

interface LayerLike {
  readonly rawPath?: unknown;
  readonly handle?: unknown;
  readonly route?: { readonly path: unknown; readonly methods: Record<string, boolean>; readonly stack: LayerLike[] };
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** Walks every router the app mounted (recursively) and lists each route and each path-scoped middleware. */
export function walkRoutes(app: express.Express): { routes: MountedRoute[]; middleware: MountedMiddleware[] } {
  const routes: MountedRoute[] = [];
  const middleware: MountedMiddleware[] = [];
  const visit = (stack: readonly LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') throw new Error(`route walker: non-string path ${String(layer.route.path)}`);
        const path = joinPath(prefix, layer.route.path);
        const handlers = layer.route.stack.map((inner) => inner.handle);
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path, handlers });
        }
        continue;
      }
      const mount = layer.rawPath ?? '/';
      if (typeof mount !== 'string') throw new Error(`route walker: non-string mount path ${String(mount)}`);
      const nested = (layer.handle as { stack?: unknown } | undefined)?.stack;
      if (Array.isArray(nested)) visit(nested as LayerLike[], joinPath(prefix, mount));
      else middleware.push({ path: joinPath(prefix, mount), handle: layer.handle });
    }
  };
  visit((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
  return { routes, middleware };
}

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Unique `METHOD path` keys of every API route the app serves. */
export function apiRouteKeys(app: express.Express): string[] {
  return [...new Set(walkRoutes(app).routes.filter((route) => route.path.startsWith('/api/')).map(routeKey))].sort();
}

/**
 * The routes that must be admin-only: everything under the `/api/admin`
 * prefix, plus any route that (somewhere in the tree) lists `guard` in its
 * own stack (today `PATCH /api/orders/:id/status`).
 */
export function adminRouteKeys(app: express.Express, guard: unknown): string[] {
  const { routes } = walkRoutes(app);
  const keys = new Set<string>();
  for (const route of routes) {
    if (route.path === '/api/admin' || route.path.startsWith('/api/admin/')) keys.add(routeKey(route));
    if (route.handlers.includes(guard)) keys.add(routeKey(route));
  }
  return [...keys].sort();
}

export interface RawRequest {
  readonly method: string;
  /** Sent exactly as given (no normalisation); must be printable ASCII/latin1 without spaces. */
  readonly path: string;
  readonly headers?: Record<string, string | string[]>;
  readonly body?: string | Buffer;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  /** Parsed JSON when the body is JSON, else undefined. */
  readonly json: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One HTTP exchange over node:http, retried once if the server closed a kept-alive socket under us. */
export async function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  try {
    return await exchange(port, request);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    return exchange(port, request);
  }
}

function exchange(port: number, request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[] | number> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    const outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Writes bytes straight to a socket (for messages no HTTP client would send)
 * and reads the answer until the server closes; the message should ask for
 * `Connection: close`.
 */
export function socketExchange(port: number, message: string | Buffer, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(message));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no answer before the timeout')), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset after answering; what it wrote before still counts.
    socket.on('error', (error) => {
      if (chunks.length === 0) {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      const head = split < 0 ? raw : raw.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const text = split < 0 ? '' : Buffer.from(raw.slice(split + 4), 'latin1').toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, text, json });
    });
  });
}

export function closeAgent(): void {
  agent.destroy();
}

/** Size and head of the event log; equal snapshots mean nothing was appended. */
export async function eventLog(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ n: string; head: string }>(
    'select count(*)::text as n, coalesce(max(global_position), 0)::text as head from events',
  );
  return `${rows[0]!.n} events, head ${rows[0]!.head}`;
}
