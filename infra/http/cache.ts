import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';

/** A response body serialised once, with the strong tag of its bytes, and its gzip form made on first demand. */
export interface JsonEntry {
  readonly body: Buffer;
  readonly etag: string;
  gzipped(): { readonly body: Buffer; readonly etag: string } | null;
}

/** Below this a compressed body saves too little to be worth a header. */
const compressFrom = 1024;

export function jsonEntry(value: unknown): JsonEntry {
  const body = Buffer.from(JSON.stringify(value));
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  let gzip: { body: Buffer; etag: string } | null | undefined;
  return {
    body,
    etag: `"${tag}"`,
    gzipped() {
      // A representation of its own: a strong tag must differ from the identity body's.
      if (gzip === undefined) gzip = body.length < compressFrom ? null : { body: gzipSync(body), etag: `"${tag}-gz"` };
      return gzip;
    },
  };
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'gzip') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** If-None-Match holds "*" or a list of (possibly weak) tags; weak comparison is what RFC 9110 asks for here. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Sends a public JSON entry that browsers and proxies may keep but must
 * revalidate: a revalidation costs the version lookup and a 304. Written on
 * node's own request and response, so the hot public reads (fast-reads.ts)
 * and the Express routes answer alike.
 */
export function writeJsonEntry(req: IncomingMessage, res: ServerResponse, entry: JsonEntry): void {
  const gzip = acceptsGzip(req.headers['accept-encoding']) ? entry.gzipped() : null;
  const chosen = gzip ?? entry;
  res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('etag', chosen.etag);
  if (matchesEtag(req.headers['if-none-match'], chosen.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (gzip) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', chosen.body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}

export function sendJsonEntry(req: Request, res: Response, entry: JsonEntry): void {
  writeJsonEntry(req, res, entry);
}

/**
 * Keeps one serialised snapshot of a read model per version. `readVersion`
 * is a tiny query answered by the database, never by this process's memory,
 * so every instance notices a change written through any other; only when
 * it differs is the snapshot loaded (in one consistent read, with the
 * version it belongs to) and serialised again. Loads of one version are
 * shared by the requests waiting for it.
 */
export class VersionedCache<Snapshot> {
  private current: { readonly version: string; readonly snapshot: Snapshot } | null = null;
  private readonly loading = new Map<string, Promise<{ version: string; snapshot: Snapshot }>>();

  private readonly readVersion: () => Promise<string>;

  constructor(
    readVersion: () => Promise<string>,
    private readonly load: () => Promise<{ version: string; snapshot: Snapshot }>,
  ) {
    this.readVersion = coalesce(readVersion);
  }

  async get(): Promise<Snapshot> {
    const version = await this.readVersion();
    if (this.current?.version === version) return this.current.snapshot;
    let pending = this.loading.get(version);
    if (!pending) {
      pending = this.load().finally(() => this.loading.delete(version));
      this.loading.set(version, pending);
    }
    const loaded = await pending;
    // A load always reads at or after `version`, so what it returns is never older than what was asked for.
    this.current = loaded;
    return loaded.snapshot;
  }
}

/**
 * Shares one run of `read` among the callers that arrive while it is
 * pending, without ever answering a caller from a run that began before it
 * arrived (that run might miss a write the caller already saw committed).
 * A caller arriving mid-run waits for the next run, which starts as soon as
 * the current one ends and serves everyone who queued for it. Under load
 * that is one version query per round trip instead of one per request.
 */
export function coalesce<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = read().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
