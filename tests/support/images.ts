import { crc32, deflateSync } from 'node:zlib';
import { encodePng } from '../../app/seed/png.js';

/** A real, tiny PNG (one colour) as bytes and as the data URL a file chooser would produce. */
export function pngImage(rgb: readonly [number, number, number] = [20, 110, 80], size = 4) {
  const pixels = new Uint8Array(size * size * 3).map((_, index) => rgb[index % 3]!);
  const bytes = encodePng(size, size, pixels);
  return { bytes, dataUrl: `data:image/png;base64,${bytes.toString('base64')}` };
}

/** A real 4 × 4 JPEG (one colour). */
export const jpegBytes = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoICh' +
    'MKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQAB' +
    'AQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgb/xAAUEQEAAAAAAAAAAAAAAAAAAA' +
    'AA/9oADAMBAAIRAxEAPwCwACrf/9k=',
  'base64',
);

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid black-and-white PNG of `width` × `height` pixels whose rows are all zeros, so it
 * packs into a few kilobytes (20,000 × 20,000: 48 KB, 400 megapixels).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter 0, then zeros
  return Buffer.concat([pngSignature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Files whose first bytes announce an image and whose rest is not one. */
export const disguisedUploads = {
  pngThenHtml: Buffer.concat([pngSignature, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]),
  jpegThenGarbage: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not a picture at all '.repeat(40))]),
  /** A real JPEG cut in half. */
  truncatedJpeg: jpegBytes.subarray(0, Math.floor(jpegBytes.length / 2)),
} as const;

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
