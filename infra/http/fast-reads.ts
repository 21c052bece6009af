import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { publicJsonCaching, representationFor, type JsonEntry } from './cache.js';
import { correlationIdFor } from './context.js';
import { fixedSecurityHeaders } from './security-headers.js';

/**
 * A public read answered from a cached entry: given a path, either null (not
 * this read's path) or the pending entry, which is null when there is none
 * (then Express answers, with its 404).
 */
export type FastRead = (pathname: string) => Promise<JsonEntry | null> | null;

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
  // Headers go out as one flat list in one call: set one by one, each is checked and stored on its own.
  const security = fixedSecurityHeaders().flat();
  const answer = (req: IncomingMessage, res: ServerResponse, entry: JsonEntry) => {
    const chosen = representationFor(req, entry);
    const headers = [...security, 'x-request-id', correlationIdFor(req.headers['x-request-id']),
      'cache-control', publicJsonCaching, 'vary', 'Accept-Encoding', 'etag', chosen.etag];
    if (chosen.notModified) {
      res.writeHead(304, headers).end();
      return;
    }
    if (chosen.gzip) headers.push('content-encoding', 'gzip');
    headers.push('content-type', 'application/json; charset=utf-8', 'content-length', String(chosen.body.length));
    res.writeHead(200, headers).end(chosen.body);
  };
  return (req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return app(req, res);
    const query = req.url.indexOf('?');
    const pathname = query === -1 ? req.url : req.url.slice(0, query);
    for (const read of reads) {
      const pending = read(pathname);
      if (!pending) continue;
      pending.then(
        (entry) => (entry ? answer(req, res, entry) : app(req, res)),
        () => app(req, res),
      );
      return;
    }
    app(req, res);
  };
}

/** A read of one exact path. */
export function fastReadOf(path: string, read: () => Promise<JsonEntry | null>): FastRead {
  return (pathname) => (pathname === path ? read() : null);
}

/** A read of `prefix` + one path segment, given decoded (a segment that does not decode is left to Express). */
export function fastReadBySegment(prefix: string, read: (segment: string) => Promise<JsonEntry | null>): FastRead {
  return (pathname) => {
    if (!pathname.startsWith(prefix)) return null;
    const raw = pathname.slice(prefix.length);
    if (raw.length === 0 || raw.includes('/')) return null;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    return read(segment);
  };
}
