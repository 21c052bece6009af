import type { MessageKey } from "@/lib/i18n";

// Any plain decimal number, exponent allowed ("12.345", "1e2"): the server takes it and stores it rounded to two
// decimals (infra/money.ts, roundAmount), so the form refuses only what the server refuses.
const numberShape = /^\+?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d{1,6})?$/i;
// numeric(10,2): what rounds to 99999999.99 at most.
const largestBeforeRounding = 99_999_999.995;

/** Spec §5, Settings: required, and after trimming a number of 0 or greater (no larger than the column holds). */
export function validateCodFee(value: string): MessageKey | null {
  const trimmed = value.trim();
  if (!trimmed) return "admin.settings.codFeeRequired";
  if (!numberShape.test(trimmed)) return "admin.settings.codFeeInvalid";
  if (Number(trimmed) >= largestBeforeRounding) return "admin.settings.codFeeTooLarge";
  return null;
}
