/**
 * The server's rule for a delivery phone (infra/uae-phone.ts), kept here so the form says so before
 * sending: a UAE mobile (05X XXX XXXX) or landline (0A XXX XXXX, A in 2, 3, 4, 6, 7, 9), with the national 0, the
 * country code or neither; spaces, dashes, dots and brackets ignored; Arabic-Indic digits read as digits.
 */
const uaeNumber = /^(?:\+971|00971|971)?0?(?:5\d{8}|[234679]\d{7})$/;

export function isUaePhone(text: string): boolean {
  // Both Arabic-Indic ranges (U+0660–0669, U+06F0–06F9) end in the digit's own value.
  const digits = text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
  return uaeNumber.test(digits.replace(/[\s\-.()]/g, ""));
}
