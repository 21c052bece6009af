/**
 * A UAE phone number as a shopper types it: a mobile (05X XXX XXXX) or a landline (0A XXX XXXX, A one of the area
 * codes 2, 3, 4, 6, 7, 9), with the national 0, the country code (+971, 00971, 971, also "+971 (0)…") or neither;
 * spaces, dashes, dots and brackets are ignored, and Arabic-Indic digits read as digits. The courier calls it, so a
 * number that cannot be a UAE line is refused rather than discovered at the door.
 */
const uaeNumber = /^(?:\+971|00971|971)?0?(?:5\d{8}|[234679]\d{7})$/;

const arabicIndicZero = 0x0660;
const extendedArabicIndicZero = 0x06f0;

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= extendedArabicIndicZero ? extendedArabicIndicZero : arabicIndicZero));
  });
}

export function isUaePhone(text: string): boolean {
  return uaeNumber.test(asciiDigits(text).replace(/[\s\-.()]/g, ''));
}

export const invalidPhoneMessage = 'Enter a UAE mobile or landline number, such as 050 123 4567 or 04 123 4567';
export const invalidPhoneCode = 'invalid_phone';

/**
 * A UAE number in the one form the store keeps it in, E.164 (ITU-T E.164: "+", the country code 971, the national
 * number without its 0), however it was typed ("+971 50 111 2233", "0501112233", "00971501112233", "501112233" and
 * "٠٥٠١١١٢٢٣٣" are all "+971501112233"), so numbers can be compared; null for text that is no UAE number.
 */
export function normalisePhone(text: string): string | null {
  const compact = asciiDigits(text).replace(/[\s\-.()]/g, '');
  if (!uaeNumber.test(compact)) return null;
  const national = compact.replace(/^(?:\+971|00971|971)/, '').replace(/^0/, '');
  return `+971${national}`;
}

/** A phone as the store keeps it: its E.164 form, or the text unchanged when it is no UAE number. */
export function storedPhone(text: string): string {
  return normalisePhone(text) ?? text;
}

/**
 * A phone as people in the UAE read it: the national 0, then the area or mobile code, then the number in groups,
 * in Western digits ("050 123 4567", "04 123 4567"). The same in both languages; shown left to right. Text that is
 * no UAE number is shown as it is, its digits in Western form.
 */
export function formatPhone(text: string): string {
  const normalised = normalisePhone(text);
  if (!normalised) return asciiDigits(text).trim();
  const national = `0${normalised.slice(4)}`;
  const code = national.startsWith('05') ? 3 : 2;
  return `${national.slice(0, code)} ${national.slice(code, code + 3)} ${national.slice(code + 3)}`;
}

/** The `tel:` address of a UAE number (in E.164, so it dials from a phone abroad too), or null. */
export function phoneCallHref(text: string): string | null {
  const normalised = normalisePhone(text);
  return normalised ? `tel:${normalised}` : null;
}

/** The WhatsApp chat link of a UAE number (wa.me takes the international number's digits alone), or null. */
export function whatsAppHref(text: string): string | null {
  const normalised = normalisePhone(text);
  return normalised ? `https://wa.me/${normalised.slice(1)}` : null;
}

/**
 * The digits a search text holds when it looks like a phone or a part of one (only digits, in any script, and the
 * signs a number is written with), read as Western digits; null otherwise.
 */
export function phoneSearchDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d\u0660-\u0669\u06F0-\u06F9\s+\-().]+$/.test(trimmed)) return null;
  return asciiDigits(trimmed).replace(/\D/g, '');
}
