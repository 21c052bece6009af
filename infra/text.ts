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

/**
 * What single-line text may not hold: C0 and C1 controls (NUL, TAB, CR, LF, ESC, NEL...) and the line and paragraph
 * separators. A name, a phone or a title is written into mail headers, log lines, CSV cells and packing slips, where
 * a line break starts a new header or row ("a\r\nBcc: x@evil.example"). Refused, not removed: the shopper should
 * see what the store keeps. Multi-line text (descriptions, notes, page texts) keeps its line breaks.
 */
const breaksAndControls = /[\p{Cc}\u2028\u2029]/u;

/** Whether text fits on one line: no line breaks, tabs or other control characters. */
export function isSingleLine(value: string): boolean {
  return !breaksAndControls.test(value);
}

export const singleLineMessage = 'Must be a single line, without line breaks, tabs or control characters';
/** The refusal's code, for clients to say it in their own language. */
export const singleLineCode = 'control_characters';

const tooLong = (max: number) => `At most ${max} characters`;

interface TextOptions {
  /** The text may span lines (descriptions, notes, page texts); else it is single-line. */
  multiLine?: boolean;
}

/** A text field of at most `max` characters after cleaning; single-line unless `multiLine`. */
export const textField = (max: number, options: TextOptions & { required?: string; tooLong?: string } = {}) => {
  const text = z.string(options.required ? { error: options.required } : undefined).overwrite(cleanText);
  const lines = options.multiLine ? text : text.refine(isSingleLine, { message: singleLineMessage, params: { code: singleLineCode } });
  return lines.max(max, options.tooLong ?? tooLong(max));
};

/** Required text: missing, blank and invisible-only text are all refused with `message`. */
export const requiredText = (message: string, max: number, options: TextOptions & { tooLong?: string } = {}) =>
  textField(max, { ...options, required: message }).min(1, message);

/** Optional text: absent, null, blank and invisible-only text all mean "none" (null). */
export const optionalText = (max: number, options: TextOptions = {}) =>
  textField(max, options)
    .nullish()
    .transform((value) => (value ? value : null));
