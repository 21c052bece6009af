import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { sendJsonEntry, type JsonEntry } from './cache.js';
import { correlationIdFor } from './context.js';
import { describeAnswer } from './request-log.js';
import { fixedSecurityHeaders } from './security-headers.js';

/**
 * A public read answered from a cached entry: given a path, undefined (not
 * this read's path), or the entry, null when there is none (then Express
 * answers, with its 404), or a promise of either.
 */
export interface FastRead {
  (pathname: string): JsonEntry | null | Promise<JsonEntry | null> | undefined;
  /** The route pattern Express has for the same read (`/api/products/:slug`), for request lines and metrics. */
  readonly route: string;
}

/** Where fast reads find their entries: a snapshot at hand when it may be served as it is, else one to wait for. */
export interface SnapshotSource<Snapshot> {
  peek(): Snapshot | null;
  get(): Promise<Snapshot>;
}

function entryFrom<Snapshot>(source: SnapshotSource<Snapshot>, pick: (snapshot: Snapshot) => JsonEntry | null) {
  const known = source.peek();
  return known === null ? source.get().then(pick) : pick(known);
}

/**
 * Answers the shop's hot public reads (the catalog and the banners: cached,
 * anonymous, the same bytes for everyone) straight from node's request
 * handler, and hands every other request to Express. Under load the route
 * and middleware stack cost several times what the answer itself does; these
 * reads need none of it (no body, no session, no write guard), only the
 * security headers and a request id, which they get here as Express gives
 * them. Anything unusual (another method, a failing read) goes to Express,
 * which answers it as it always did.
 */
export function withFastReads(app: RequestListener, reads: readonly FastRead[]): RequestListener {
  const security = fixedSecurityHeaders().flat();
  const answer = (req: IncomingMessage & { correlationId?: string }, res: ServerResponse, read: FastRead, entry: JsonEntry) => {
    const headers = [...security, 'x-request-id', req.correlationId ?? correlationIdFor(req.headers['x-request-id'])];
    sendJsonEntry(req, res, entry, headers);
    const length = headers.indexOf('content-length');
    describeAnswer(req, read.route, length === -1 ? 0 : Number(headers[length + 1]));
  };
  return (req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return app(req, res);
    const query = req.url.indexOf('?');
    const pathname = query === -1 ? req.url : req.url.slice(0, query);
    for (const read of reads) {
      const found = read(pathname);
      if (found === undefined) continue;
      if (found === null) return app(req, res);
      if (found instanceof Promise) {
        found.then(
          (entry) => (entry ? answer(req, res, read, entry) : app(req, res)),
          () => app(req, res),
        );
        return;
      }
      return answer(req, res, read, found);
    }
    app(req, res);
  };
}

/** A read of one exact path. */
export function fastReadOf<Snapshot>(
  path: string,
  source: SnapshotSource<Snapshot>,
  pick: (snapshot: Snapshot) => JsonEntry | null,
): FastRead {
  return Object.assign((pathname: string) => (pathname === path ? entryFrom(source, pick) : undefined), { route: path });
}

/**
 * A read of a pattern ending in one parameter (`/api/products/:slug`): its prefix + one path segment, given decoded
 * (a segment that does not decode is left to Express) to `read`, which finds its entry (each its own, cached apart).
 */
export function fastReadBySegment(
  route: string,
  read: (segment: string) => JsonEntry | null | Promise<JsonEntry | null>,
): FastRead {
  const prefix = route.slice(0, route.lastIndexOf('/') + 1);
  return Object.assign((pathname: string) => {
    if (!pathname.startsWith(prefix)) return undefined;
    const raw = pathname.slice(prefix.length);
    if (raw.length === 0 || raw.includes('/')) return undefined;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    return read(segment);
  }, { route });
}
