/**
 * What an image URL sent by the admin may be, decided without I/O: a pasted
 * http(s) address (kept as given), an inline data URL of a raster image
 * (decoded and stored), or a short URL of an image already stored here
 * (sent back unchanged when a product is edited). Everything else, notably
 * javascript:, file: and SVG (which can carry script), is refused.
 */

import { isSingleLine } from '../text.js';

export const imageTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;
export type ImageExtension = keyof typeof imageTypes;

export const maxImageBytes = 5 * 1024 * 1024;
export const maxRemoteUrlLength = 2048;

export const imageUrlMessages = {
  scheme: 'Image must be an http(s) address or an uploaded PNG, JPEG, WebP, GIF or AVIF image',
  tooLarge: 'Image is larger than 5 MB',
  notAnImage: 'Uploaded file is not a PNG, JPEG, WebP, GIF or AVIF image',
  unknownMedia: 'Image not found',
} as const;

/** The stable code of each refusal above, for clients to say it in their own language. */
export const imageUrlCodes: Record<keyof typeof imageUrlMessages, string> = {
  scheme: 'invalid_image_url',
  tooLarge: 'image_too_large',
  notAnImage: 'not_an_image',
  unknownMedia: 'unknown_image',
};

/** The code of a refusal's message. */
export function imageRefusalCode(message: string): string {
  const kind = (Object.keys(imageUrlMessages) as (keyof typeof imageUrlMessages)[]).find((key) => imageUrlMessages[key] === message);
  return kind ? imageUrlCodes[kind] : 'invalid';
}

export type ImageUrl =
  | { readonly kind: 'remote'; readonly url: string }
  | { readonly kind: 'inline'; readonly base64: string }
  | { readonly kind: 'stored'; readonly sha256: string; readonly extension: ImageExtension }
  | { readonly kind: 'refused'; readonly message: string };

const declaredTypes = new Set<string>(['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'image/gif', 'image/avif']);
const dataUrlPattern = /^data:([\w.+-]+\/[\w.+-]+)((?:;[\w-]+=[\w.-]+)*);base64,(.*)$/is;
const storedPattern = /^\/api\/media\/([0-9a-f]{64})\.(png|jpg|webp|gif|avif)$/;

export const mediaPath = (sha256: string, extension: ImageExtension) => `/api/media/${sha256}.${extension}`;

export function classifyImageUrl(input: string): ImageUrl {
  const url = input.trim();
  const stored = storedPattern.exec(url);
  if (stored) return { kind: 'stored', sha256: stored[1]!, extension: stored[2] as ImageExtension };
  if (/^data:/i.test(url)) {
    const data = dataUrlPattern.exec(url);
    if (!data || !declaredTypes.has(data[1]!.toLowerCase())) return { kind: 'refused', message: imageUrlMessages.scheme };
    const base64 = data[3]!.replace(/\s+/g, '');
    if (base64.length > Math.ceil(maxImageBytes / 3) * 4) return { kind: 'refused', message: imageUrlMessages.tooLarge };
    if (base64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
      return { kind: 'refused', message: imageUrlMessages.notAnImage };
    }
    return { kind: 'inline', base64 };
  }
  // The URL parser drops tabs and line breaks, so it would pass an address that is kept and shown with them.
  if (url.length > maxRemoteUrlLength || !isSingleLine(url)) return { kind: 'refused', message: imageUrlMessages.scheme };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'refused', message: imageUrlMessages.scheme };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'refused', message: imageUrlMessages.scheme };
  return { kind: 'remote', url };
}

/** The image type the bytes themselves announce (the declared type of a data URL is not trusted). */
export function sniffImageType(bytes: Uint8Array): ImageExtension | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpg';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes, ascii)) return 'avif';
  return null;
}

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names avif/avis as major or compatible brand. */
function isAvif(bytes: Uint8Array, ascii: (start: number, end: number) => string): boolean {
  if (bytes.length < 16 || ascii(4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const brands = [ascii(8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** Decodes an inline image; the result's type comes from its bytes. */
export function decodeInlineImage(
  base64: string,
): { ok: true; bytes: Buffer; extension: ImageExtension } | { ok: false; message: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxImageBytes) return { ok: false, message: imageUrlMessages.tooLarge };
  const extension = sniffImageType(bytes);
  if (!extension) return { ok: false, message: imageUrlMessages.notAnImage };
  return { ok: true, bytes, extension };
}
