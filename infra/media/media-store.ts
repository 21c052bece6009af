import { createHash } from 'node:crypto';
import type { Queryable } from '../../events/index.js';
import type { ErrorParams } from '../errors.js';
import type { Migration } from '../migrate.js';
import { classifyImageUrl, imageRefusalCode, imageTypes, imageUrlMessages, mediaPath, type ImageExtension } from './image-url.js';
import { checkUpload } from './upload-check.js';

/**
 * Uploaded image bytes, stored once per content (sha256). They are not
 * events: the log records the short URL, and the bytes are immutable and
 * content-addressed, so writing them before the event append is harmless
 * even when the append then fails (an unused row, never a wrong one).
 */
export const mediaMigration: Migration = {
  id: 'media:1',
  sql: `create table media (
    sha256 text primary key,
    extension text not null,
    content_type text not null,
    size integer not null,
    bytes bytea not null,
    created_at timestamptz not null default now()
  );`,
};

async function saveImage(db: Queryable, bytes: Buffer, extension: ImageExtension): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.query(
    `insert into media (sha256, extension, content_type, size, bytes) values ($1, $2, $3, $4, $5)
     on conflict (sha256) do nothing`,
    [sha256, extension, imageTypes[extension], bytes.length, bytes],
  );
  return mediaPath(sha256, extension);
}

export async function findImage(
  db: Queryable,
  sha256: string,
  extension: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const result = await db.query<{ content_type: string; bytes: Buffer }>(
    'select content_type, bytes from media where sha256 = $1 and extension = $2',
    [sha256, extension],
  );
  const row = result.rows[0];
  return row ? { contentType: row.content_type, bytes: row.bytes } : null;
}

async function isStored(db: Queryable, sha256: string, extension: string): Promise<boolean> {
  const result = await db.query('select 1 from media where sha256 = $1 and extension = $2', [sha256, extension]);
  return (result.rowCount ?? 0) > 0;
}

/** An image URL as a command will record it, or why it cannot be recorded (a refusal naming its field). */
export type PlannedImageUrl =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly field: string; readonly message: string; readonly code: string; readonly params?: ErrorParams };

/**
 * The URL each image will be recorded under, decided before anything is stored: a remote URL as given, an inline
 * image once it is decoded and encoded again (upload-check.ts), by the content kept (its short URL is the sha256
 * of the bytes stored, not of those sent), a short URL once it is known to be stored. `save` stores the inline
 * images' bytes; they are content-addressed, so saving them before an append that is then refused or lost leaves
 * an unused row, never a wrong one. Saving twice stores once, and so does uploading one file twice: it is encoded
 * to the same bytes.
 */
export async function planImageUrls(
  db: Queryable,
  images: readonly { url: string; field: string }[],
): Promise<{ urls: PlannedImageUrl[]; save: () => Promise<void> }> {
  const pending = new Map<string, { bytes: Buffer; extension: ImageExtension }>();
  const refused = (field: string, message: string): PlannedImageUrl => ({ ok: false, field, message, code: imageRefusalCode(message) });
  const urls: PlannedImageUrl[] = [];
  for (const { url, field } of images) {
    const image = classifyImageUrl(url);
    if (image.kind === 'refused') urls.push(refused(field, image.message));
    else if (image.kind === 'remote') urls.push({ ok: true, url: image.url });
    else if (image.kind === 'stored') {
      const known = await isStored(db, image.sha256, image.extension);
      urls.push(known ? { ok: true, url: mediaPath(image.sha256, image.extension) } : refused(field, imageUrlMessages.unknownMedia));
    } else {
      const checked = await checkUpload(image.base64);
      if (!checked.ok) urls.push({ ok: false, field, message: checked.message, code: checked.code, params: checked.params });
      else {
        const path = mediaPath(createHash('sha256').update(checked.bytes).digest('hex'), checked.extension);
        pending.set(path, checked);
        urls.push({ ok: true, url: path });
      }
    }
  }
  const save = async () => {
    for (const [path, image] of pending) {
      await saveImage(db, image.bytes, image.extension);
      pending.delete(path);
    }
  };
  return { urls, save };
}
