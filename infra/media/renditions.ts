import sharp from 'sharp';
import type { Queryable } from '../../events/index.js';
import { Busy } from '../errors.js';
import type { Migration } from '../migrate.js';
import { classifyImageUrl } from './image-url.js';
import { findImage } from './media-store.js';
import { maxImagePixels } from './upload-check.js';
import { WorkQueue } from './work-queue.js';

/**
 * Stored images in the sizes and formats a phone or a desktop needs. The web asks for an image at one of these
 * widths (`/api/media/<sha256>.<ext>?w=480`); the first request of a size and format makes it with sharp from the
 * stored original and keeps it, so each is made once. The format follows the browser's `Accept`: AVIF, else WebP,
 * else the original's own. Two are made at a time, a few more wait, the rest are answered 503 (ADR 062); an
 * original that cannot be made into any size (stored before uploads were decoded) is remembered as such.
 */
export const renditionWidths = [240, 360, 480, 720, 960, 1280, 1600] as const;

export type RenditionFormat = 'avif' | 'webp' | 'original';

export const renditionsMigration: Migration = {
  id: 'media:2-renditions',
  sql: `create table media_renditions (
    sha256 text not null references media (sha256),
    width integer not null,
    format text not null,
    content_type text not null,
    bytes bytea not null,
    created_at timestamptz not null default now(),
    primary key (sha256, width, format)
  );`,
};

/** Originals sharp could not make a size of: asked again, they are answered at once without decoding them again. */
export const unrenderableMigration: Migration = {
  id: 'media:3-unrenderable',
  sql: `create table media_unrenderable (
    sha256 text primary key references media (sha256),
    reason text not null,
    failed_at timestamptz not null default now()
  );`,
};

/** Whether an image address names a stored image that can be resized (a GIF may move, and keeps its one size). */
export function isResizable(url: string | undefined): boolean {
  if (!url) return false;
  const image = classifyImageUrl(url);
  return image.kind === 'stored' && image.extension !== 'gif';
}

/** The best format a browser accepts; GIFs keep their own (they may move). */
export function formatFor(accept: string | undefined, extension: string): RenditionFormat {
  if (extension === 'gif') return 'original';
  if (accept && /\bimage\/avif\b/.test(accept)) return 'avif';
  if (accept && /\bimage\/webp\b/.test(accept)) return 'webp';
  return 'original';
}

const encoders = {
  // A 720-wide product photograph in AVIF is about 12 KB. A higher effort saves a tenth of the bytes for five times
  // the time (3 s against 0.6 s for that photograph on a busy two-core machine), which the first shopper would wait.
  avif: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 72 }),
} as const;

const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

async function render(original: Buffer, width: number, format: RenditionFormat, extension: string) {
  // Never enlarged: asking for more pixels than the original has gives the original's size. The pixel limit is the
  // uploads' own: an original stored before they were checked may be a bomb, refused here from its header.
  const resized = sharp(original, { failOn: 'none', limitInputPixels: maxImagePixels })
    .timeout({ seconds: renderSeconds })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  if (format === 'original') {
    const bytes = await (extension === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    return { bytes, contentType: contentTypes[extension === 'png' ? 'png' : 'jpg']! };
  }
  return { bytes: await encoders[format](resized).toBuffer(), contentType: contentTypes[format]! };
}

/** A 40-megapixel original takes a few seconds; one that takes this long is given up (and tried again later). */
const renderSeconds = 30;

/**
 * Two renditions at a time (each keeps a core and a pool thread busy), eight more waiting: a page of new products
 * asks for a dozen at once, a crawler or an attacker for hundreds, and those past the line are answered 503 at once.
 */
export const renditionQueue = new WorkQueue(
  2,
  8,
  () => new Busy('The store is busy preparing other images; please try again in a moment', 'images_busy', 1),
);

export type Rendition =
  | { readonly kind: 'image'; readonly bytes: Buffer; readonly contentType: string }
  /** The original cannot be made into any size: refused for good, without decoding it again. */
  | { readonly kind: 'unrenderable' };

const inFlight = new Map<string, Promise<Rendition | null>>();

/**
 * The image at `width` in `format`, made and kept on first request; null when no such original is stored. Throws
 * `Busy` when the queue is full.
 */
export function findRendition(
  db: Queryable,
  sha256: string,
  extension: string,
  width: number,
  format: RenditionFormat,
): Promise<Rendition | null> {
  // A GIF is served as stored (resizing would drop its frames).
  if (extension === 'gif') return findImage(db, sha256, extension).then((image) => image && { kind: 'image', ...image });
  const key = `${sha256}:${width}:${format}`;
  // Concurrent first requests for one size wait for one rendering.
  let pending = inFlight.get(key);
  if (!pending) {
    pending = makeRendition(db, sha256, extension, width, format).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function makeRendition(db: Queryable, sha256: string, extension: string, width: number, format: RenditionFormat): Promise<Rendition | null> {
  const kept = await db.query<{ content_type: string; bytes: Buffer }>(
    'select content_type, bytes from media_renditions where sha256 = $1 and width = $2 and format = $3',
    [sha256, width, format],
  );
  if (kept.rows[0]) return { kind: 'image', contentType: kept.rows[0].content_type, bytes: kept.rows[0].bytes };
  const known = await db.query<{ stored: boolean; failed: boolean }>(
    `select exists (select 1 from media where sha256 = $1 and extension = $2) as stored,
            exists (select 1 from media_unrenderable where sha256 = $1) as failed`,
    [sha256, extension],
  );
  if (!known.rows[0]!.stored) return null;
  if (known.rows[0]!.failed) return { kind: 'unrenderable' };
  // The original is read once a place is free: a request turned away has cost two small queries, and only the
  // images being made are held in memory.
  const made = await renditionQueue.run(async () => {
    const original = await findImage(db, sha256, extension);
    if (!original) return null;
    try {
      return await render(original.bytes, width, format, extension);
    } catch (error) {
      return { failure: error instanceof Error ? error.message : String(error) };
    }
  });
  if (!made) return null;
  if ('failure' in made) {
    // Running out of time says more about the machine's load than about the image: tried again next time.
    if (made.failure.startsWith('timeout')) throw new Busy('Preparing this image took too long; please try again in a moment', 'images_busy', 5);
    await db.query(
      `insert into media_unrenderable (sha256, reason) values ($1, $2) on conflict do nothing`,
      [sha256, made.failure.slice(0, 500)],
    );
    return { kind: 'unrenderable' };
  }
  await db.query(
    `insert into media_renditions (sha256, width, format, content_type, bytes) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [sha256, width, format, made.contentType, made.bytes],
  );
  return { kind: 'image', ...made };
}
