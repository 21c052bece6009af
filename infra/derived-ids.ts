import { createHash } from 'node:crypto';

/**
 * A UUID made from a text: the same text always gives the same UUID (the first 16 bytes of its SHA-256, shaped as
 * a UUID of version `version`). Jobs and notices take their ids from what they are about, so that a retry, a
 * restart or a second instance makes the same one and the queue or the table keeps one.
 */
export function uuidFromText(text: string, version: '4' | '5' = '5'): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
