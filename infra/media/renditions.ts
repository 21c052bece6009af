import sharp from 'sharp';
import type { Queryable } from '../../events/index.js';
import type { Migration } from '../migrate.js';
import { classifyImageUrl } from './image-url.js';
import { findImage } from './media-store.js';

/**
 * Stored images in the sizes and formats a phone or a desktop needs. The web asks for an image at one of these
 * widths (`/api/media/<sha256>.<ext>?w=480`); the first request of a size and format makes it with sharp from the
 * stored original and keeps it, so each is made once. The format follows the browser's `Accept`: AVIF, else WebP,
 * else the original's own.
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
  // Never enlarged: asking for more pixels than the original has gives the original's size.
  const resized = sharp(original, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'original') {
    const bytes = await (extension === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    return { bytes, contentType: contentTypes[extension === 'png' ? 'png' : 'jpg']! };
  }
  return { bytes: await encoders[format](resized).toBuffer(), contentType: contentTypes[format]! };
}

const inFlight = new Map<string, Promise<{ bytes: Buffer; contentType: string } | null>>();

/** The image at `width` in `format`, made and kept on first request; null when no such original is stored. */
export function findRendition(
  db: Queryable,
  sha256: string,
  extension: string,
  width: number,
  format: RenditionFormat,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  // A GIF is served as stored (resizing would drop its frames).
  if (extension === 'gif') return findImage(db, sha256, extension);
  const key = `${sha256}:${width}:${format}`;
  // Concurrent first requests for one size wait for one rendering.
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const kept = await db.query<{ content_type: string; bytes: Buffer }>(
        'select content_type, bytes from media_renditions where sha256 = $1 and width = $2 and format = $3',
        [sha256, width, format],
      );
      if (kept.rows[0]) return { contentType: kept.rows[0].content_type, bytes: kept.rows[0].bytes };
      const original = await findImage(db, sha256, extension);
      if (!original) return null;
      const made = await render(original.bytes, width, format, extension);
      await db.query(
        `insert into media_renditions (sha256, width, format, content_type, bytes) values ($1, $2, $3, $4, $5)
         on conflict do nothing`,
        [sha256, width, format, made.contentType, made.bytes],
      );
      return made;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
