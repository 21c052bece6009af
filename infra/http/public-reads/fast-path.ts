import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { sendJsonEntry, type JsonEntry } from '../cache.js';
import { correlationIdFor } from '../context.js';
import { describeAnswer } from '../request-log.js';
import { logPositionHeader, parseLogPosition, waitToRead, type ReadPositionOptions } from '../log-position.js';
import { fixedSecurityHeaders } from '../security-headers.js';
import { routeShape, type PublicRead } from './table.js';

/**
 * A public read as the fast path tries it: given a path, undefined (not this read's path), or the entry, null when
 * there is none (then Express answers, with its 404), or a promise of either.
 */
interface FastRead {
  (pathname: string): JsonEntry | null | Promise<JsonEntry | null> | undefined;
  /** The route pattern Express has for the same read (`/api/products/:slug`), for request lines and metrics. */
  readonly route: string;
}

/** Where cached reads find their entries: a snapshot at hand when it may be served as it is, else one to wait for. */
export interface SnapshotSource<Snapshot> {
  peek(): Snapshot | null;
  get(): Promise<Snapshot>;
}

/** An entry of a snapshot: synchronously when the snapshot may be served as it is, else once it is confirmed. */
export function entryFrom<Snapshot>(source: SnapshotSource<Snapshot>, pick: (snapshot: Snapshot) => JsonEntry | null) {
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
 * them. A read carrying a written position (ADR 041) waits here for the read
 * models first, when they have not reached it. Anything unusual (another
 * method, a failing read, a malformed position) goes to Express, which
 * answers it as it always did.
 */
export function withFastReads(
  app: RequestListener,
  table: readonly PublicRead[],
  positions?: Omit<ReadPositionOptions, 'positions'>,
): RequestListener {
  const reads = table.map(fastReadOf);
  const security = fixedSecurityHeaders().flat();
  const answer = (req: IncomingMessage & { correlationId?: string }, res: ServerResponse, read: FastRead, entry: JsonEntry) => {
    const headers = [...security, 'x-request-id', req.correlationId ?? correlationIdFor(req.headers['x-request-id'])];
    sendJsonEntry(req, res, entry, headers);
    const length = headers.indexOf('content-length');
    describeAnswer(req, read.route, length === -1 ? 0 : Number(headers[length + 1]));
  };
  const serve: RequestListener = (req, res) => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
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
  return (req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return app(req, res);
    const given = req.headers[logPositionHeaderLower];
    if (given === undefined) return serve(req, res);
    const position = parseLogPosition(given);
    if (!position || !positions) return app(req, res);
    if (positions.reads.readable(position)) return serve(req, res);
    waitToRead(positions, req, res, position).then(
      () => serve(req, res),
      () => app(req, res),
    );
  };
}

const logPositionHeaderLower = logPositionHeader.toLowerCase();

/**
 * The fast path's matcher of a public read: its exact path, or its prefix and one path segment, given decoded (a
 * segment that does not decode is left to Express).
 */
function fastReadOf(entry: PublicRead): FastRead {
  const { prefix, parameter } = routeShape(entry.route);
  const match = (pathname: string) => {
    if (!parameter) return pathname === prefix ? entry.read(undefined) : undefined;
    if (!pathname.startsWith(prefix)) return undefined;
    const raw = pathname.slice(prefix.length);
    if (raw.length === 0 || raw.includes('/')) return undefined;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    return entry.read(segment);
  };
  return Object.assign(match, { route: entry.route });
}
