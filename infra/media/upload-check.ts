import sharp from 'sharp';
import { Busy, type ErrorParams } from '../errors.js';
import { decodeInlineImage, imageRefusalCode, imageUrlMessages, type ImageExtension } from './image-url.js';
import { WorkQueue } from './work-queue.js';

/**
 * An upload is decoded in full before it is kept: its first bytes only say what it claims to be. A PNG signature
 * followed by a web page, a JPEG cut short, or a 20,000 × 20,000 PNG squeezed into one megabyte would otherwise be
 * stored and fail (or take seconds and hundreds of megabytes) every time a page asks for a size of it. What passes
 * is encoded again, without its metadata (camera, place, colour profile applied), and that is what is kept: the
 * stored file is one libvips wrote, whatever the upload held besides its pixels.
 */

/** Pixels an image may have (all frames of an animation together): 40 megapixels, a 7,300 × 5,475 photograph. */
export const maxImagePixels = 40_000_000;
/** Pixels on either side: a banner may be wide, not a ribbon. */
export const maxImageSide = 12_000;

export const uploadMessages = {
  unreadable: 'Uploaded image could not be read: it is damaged, cut short, or not the image its first bytes announce',
  busy: 'The store is busy preparing other images; please try again in a moment',
} as const;

export type UploadRefusal = { readonly message: string; readonly code: string; readonly params?: ErrorParams };
export type CheckedUpload = { readonly ok: true; readonly bytes: Buffer; readonly extension: ImageExtension } | ({ readonly ok: false } & UploadRefusal);

/** The format sharp reads for each type the store accepts (an AVIF is a HEIF whose pictures are AV1). */
const formatOf: Record<ImageExtension, { format: string; compression?: string }> = {
  png: { format: 'png' },
  jpg: { format: 'jpeg' },
  webp: { format: 'webp' },
  gif: { format: 'gif' },
  avif: { format: 'heif', compression: 'av1' },
};

// The kept file is the original every size is made from: high quality, a quick encoder (mozjpeg takes eight times
// as long on a 40-megapixel photograph); an animation keeps its frames, delays and loop.
const encoders: Record<ImageExtension, (image: sharp.Sharp) => sharp.Sharp> = {
  png: (image) => image.png(),
  jpg: (image) => image.jpeg({ quality: 90 }),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 70, effort: 2 }),
};

/** One upload at a time (an admin's save waits its turn), a short line, then 503. */
const uploads = new WorkQueue(1, 16, () => new Busy(uploadMessages.busy, 'images_busy', 2));

/** An upload that is too big in pixels, with its size and the limits for the admin's message. */
function tooManyPixels(width: number, height: number, frames: number): UploadRefusal {
  const size = `${width} × ${height} pixels${frames > 1 ? ` in ${frames} frames` : ''}`;
  return {
    message: `Image is ${size}; at most ${maxImageSide} pixels on a side and ${maxImagePixels / 1_000_000} megapixels are accepted`,
    code: 'image_dimensions_too_large',
    params: { width, height, frames, maxSide: maxImageSide, maxMegapixels: maxImagePixels / 1_000_000 },
  };
}

const unreadable: UploadRefusal = { message: uploadMessages.unreadable, code: 'image_unreadable' };
const notAnImage: UploadRefusal = { message: imageUrlMessages.notAnImage, code: imageRefusalCode(imageUrlMessages.notAnImage) };

/**
 * An inline upload (a data URL's base64) checked and encoded again, or why it is refused: not an image by its
 * bytes, over 5 MB, not readable to the end, another format than its bytes announce (a HEIC in AVIF's clothes),
 * or too many pixels. Throws `Busy` when other uploads fill the line.
 */
export async function checkUpload(base64: string): Promise<CheckedUpload> {
  const decoded = decodeInlineImage(base64);
  if (!decoded.ok) return { ok: false, message: decoded.message, code: imageRefusalCode(decoded.message) };
  const { bytes, extension } = decoded;
  // An animated GIF or WebP is read with all its frames, and kept with them.
  const animated = extension === 'gif' || extension === 'webp';
  return uploads.run(async () => {
    const examined = await examine(bytes, extension, animated);
    if ('refusal' in examined) return { ok: false, ...examined.refusal };
    try {
      const input = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'error', animated });
      // A photograph is turned as its camera said, since its EXIF goes; frames have no orientation to apply.
      const oriented = examined.frames > 1 ? input : input.rotate();
      return { ok: true, bytes: await encoders[extension](oriented).toBuffer(), extension };
    } catch {
      return { ok: false, ...unreadable };
    }
  });
}

/** What the header says, read without decoding the pixels: the real format and the size, within the limits. */
async function examine(bytes: Buffer, extension: ImageExtension, animated: boolean): Promise<{ refusal: UploadRefusal } | { frames: number }> {
  let metadata: sharp.Metadata;
  try {
    // No pixel limit here: only the header is read, and a refusal names the size it found.
    metadata = await sharp(bytes, { limitInputPixels: false, animated }).metadata();
  } catch {
    return { refusal: unreadable };
  }
  const expected = formatOf[extension];
  if (metadata.format !== expected.format || (expected.compression && metadata.compression !== expected.compression)) {
    return { refusal: notAnImage };
  }
  // Read with all its frames, an animation is one picture `frames` times as high.
  const frames = animated ? (metadata.pages ?? 1) : 1;
  const frameHeight = animated ? (metadata.pageHeight ?? metadata.height) : metadata.height;
  const { width } = metadata;
  if (!(width > 0 && frameHeight > 0)) return { refusal: unreadable };
  if (width > maxImageSide || frameHeight > maxImageSide || width * frameHeight * frames > maxImagePixels) {
    return { refusal: tooManyPixels(width, frameHeight, frames) };
  }
  return { frames };
}
