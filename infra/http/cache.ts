import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedCodingsOf } from './content-coding.js';
import { perStore, type ModuleContext } from './context.js';

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
 * revalidate: a revalidation costs the version lookup and a 304. gzip when
 * accepted (and worth it). `headers` (name, value, name, value...) go out
 * with the entry's own in one list: set one by one, each would be checked
 * and stored on its own, which the hot reads (public-reads/fast-path.ts) feel.
 */
export function sendJsonEntry(req: IncomingMessage, res: ServerResponse, entry: JsonEntry, headers: string[] = []): void {
  const gzip = acceptedCodingsOf(req.headers['accept-encoding']).has('gzip') ? entry.gzipped() : null;
  const chosen = gzip ?? entry;
  headers.push('cache-control', 'public, max-age=0, must-revalidate', 'vary', 'Accept-Encoding', 'etag', chosen.etag);
  if (matchesEtag(req.headers['if-none-match'], chosen.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  if (gzip) headers.push('content-encoding', 'gzip');
  headers.push('content-type', 'application/json; charset=utf-8', 'content-length', String(chosen.body.length));
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : chosen.body);
}

/**
 * What a read saw of this instance's own changes to a read model: the count of batches this instance had committed
 * to it when the read began (null when it does not lead its projection), and when. While the count has not moved,
 * nothing can have changed the read model but another writer taking over the projection or a rebuild swapping its
 * tables in, so what the read found may be served again without asking the database, for `recheckMs` at most
 * (ADR 031).
 */
export interface LocalConfirmation {
  readonly local: number;
  readonly at: number;
}

/** How long an answer is served on a local confirmation at most, bounding how long those rare changes go unseen. */
export const recheckMs = 250;

/** Taken before a read begins, so what the read finds includes every change the count stands for. */
export function confirmationAt(local: number | null, at = Date.now()): LocalConfirmation | null {
  return local === null ? null : { local, at };
}

/** Whether what a read so confirmed found may be served now without a lookup: nothing applied here since, moments ago. */
export function stillConfirmed(confirmed: LocalConfirmation | null | undefined, local: number | null, within = recheckMs): boolean {
  return !!confirmed && local !== null && confirmed.local === local && Date.now() - confirmed.at < within;
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
  /** What the last version lookup saw of this instance's own changes to the read model, and when it began. */
  private confirmed: LocalConfirmation | null = null;
  private lookups = 0;
  private kept = 0;

  private readonly readVersion: () => Promise<string>;

  /**
   * `localChanges`, when given, counts the batches this instance has
   * committed to the read model while it leads its projection (null when it
   * does not lead it). While the count has not moved since a lookup, nothing
   * can have changed the read model but another writer taking over the
   * projection or a rebuild swapping its tables in, so the snapshot is
   * served without asking the database; a lookup is still made every
   * `maxUnconfirmedMs` to bound how long those rare changes go unseen (see LocalConfirmation).
   */
  constructor(
    readVersion: () => Promise<string>,
    private readonly load: () => Promise<{ version: string; snapshot: Snapshot }>,
    private readonly localChanges?: () => number | null,
    private readonly maxUnconfirmedMs = recheckMs,
  ) {
    this.readVersion = coalesce(readVersion);
  }

  /** The snapshot when it may be served without a version lookup (see the constructor), else null. */
  peek(): Snapshot | null {
    const local = this.localChanges?.() ?? null;
    return this.current && stillConfirmed(this.confirmed, local, this.maxUnconfirmedMs) ? this.current.snapshot : null;
  }

  async get(): Promise<Snapshot> {
    const known = this.peek();
    if (known !== null) return known;
    const local = this.localChanges?.() ?? null;
    const now = Date.now();
    // Taken before the lookup starts (coalesce never answers from a lookup begun earlier), so the version read
    // includes every change the count stands for; the ticket orders lookups as they began.
    const ticket = ++this.lookups;
    const version = await this.readVersion();
    let found = this.current;
    if (found?.version !== version) {
      let pending = this.loading.get(version);
      if (!pending) {
        pending = this.load().finally(() => this.loading.delete(version));
        this.loading.set(version, pending);
      }
      // A load always reads at or after `version`, so what it returns is never older than what was asked for.
      found = await pending;
    }
    // Lookups can finish out of order: what is kept only moves on to a later one.
    if (ticket > this.kept) {
      this.kept = ticket;
      this.current = found;
      this.confirmed = confirmationAt(local, now);
    }
    return found!.snapshot;
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

/**
 * A read model's public cache, made once per running store (every route and page reading it shares the one):
 * `readModel` names its projection, whose changes made here let the cache skip version lookups.
 */
export function cachePerStore<Snapshot>(
  readModel: string,
  source: (pool: ModuleContext['pool']) => {
    readVersion: () => Promise<string>;
    load: () => Promise<{ version: string; snapshot: Snapshot }>;
  },
): (context: ModuleContext) => VersionedCache<Snapshot> {
  return perStore((context) => {
    const { readVersion, load } = source(context.pool);
    return new VersionedCache(readVersion, load, () => context.reads.localChanges?.(readModel) ?? null);
  });
}
