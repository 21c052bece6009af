import { z } from 'zod';

/**
 * The one rule for text people type into the store (names, titles, descriptions, addresses, notes), shared by
 * every request schema. Pure zod, so the web app may share the schemas that use it.
 */

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). They make text display in
 * another order than it is stored ("\u202Egnp.exe" shows as "exe.png"), so a name or an address could show an
 * admin something else than it says; Arabic and English text displays correctly without them. They are removed,
 * not refused: text pasted from some editors carries them around Arabic words.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text that shows nothing: white space, controls, and default-ignorable characters (zero-width spaces and
 * joiners, word joiner, byte order mark, soft hyphen, direction marks, variation selectors, Hangul fillers...),
 * plus the blank Braille pattern. Such characters stay inside real text (a zero-width non-joiner is part of
 * Persian spelling); only text made of nothing else counts as empty.
 */
const invisibleOnly = /^[\s\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Bidirectional controls removed, ends trimmed, and text that shows nothing made empty. */
export function cleanText(value: string): string {
  const trimmed = value.replace(bidiControls, '').trim();
  return invisibleOnly.test(trimmed) ? '' : trimmed;
}

/** Text PostgreSQL refuses to store or compare (a NUL, a lone surrogate): a lookup by it finds nothing. */
export function isUnstorable(value: string): boolean {
  return /\u0000|[\uD800-\uDFFF]/u.test(value);
}

const tooLong = (max: number) => `At most ${max} characters`;

/** A text field of at most `max` characters after cleaning. */
export const textField = (max: number, messages: { required?: string; tooLong?: string } = {}) =>
  z
    .string(messages.required ? { error: messages.required } : undefined)
    .overwrite(cleanText)
    .max(max, messages.tooLong ?? tooLong(max));

/** Required text: missing, blank and invisible-only text are all refused with `message`. */
export const requiredText = (message: string, max: number, messages: { tooLong?: string } = {}) =>
  textField(max, { required: message, tooLong: messages.tooLong }).min(1, message);

/** Optional text: absent, null, blank and invisible-only text all mean "none" (null). */
export const optionalText = (max: number) =>
  textField(max)
    .nullish()
    .transform((value) => (value ? value : null));
