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
 * A UAE number as one string however it was typed ("+971 50 111 2233", "0501112233" and "00971501112233" are all
 * "+971501112233"), so numbers can be compared; null for text that is no UAE number.
 */
export function normalisePhone(text: string): string | null {
  const compact = asciiDigits(text).replace(/[\s\-.()]/g, '');
  if (!uaeNumber.test(compact)) return null;
  const national = compact.replace(/^(?:\+971|00971|971)/, '').replace(/^0/, '');
  return `+971${national}`;
}
