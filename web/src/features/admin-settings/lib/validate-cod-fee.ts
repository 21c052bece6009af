import type { MessageKey } from "@/lib/i18n";

// Any plain decimal number, exponent allowed ("12.34", "1e2"): what the server takes (infra/money.ts,
// twoDecimalAmount), so the form refuses what the server refuses, in the admin's language.
const numberShape = /^\+?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,6}))?$/i;
// numeric(10,2): what rounds to 99999999.99 at most (the server tells a too large fee before a too precise one).
const largestBeforeRounding = 99_999_999.995;

/** More than two decimals once the exponent is applied ("12.345", "1255e-3"); trailing zeros are no decimals. */
function hasMoreThanTwoDecimals(whole: string, fraction: string, exponent: string | undefined): boolean {
  const significant = `${whole}${fraction}`.replace(/0+$/, "");
  return significant.length > whole.length + Number(exponent ?? 0) + 2;
}

/**
 * Spec §5, Settings: required, and after trimming a number of 0 or greater with at most two decimals (a fee is kept as
 * typed, never rounded) and no larger than the column holds.
 */
export function validateCodFee(value: string): MessageKey | null {
  const trimmed = value.trim();
  if (!trimmed) return "admin.settings.codFeeRequired";
  const match = numberShape.exec(trimmed);
  if (!match || !(match[1] || match[2])) return "admin.settings.codFeeInvalid";
  if (Number(trimmed) >= largestBeforeRounding) return "admin.settings.codFeeTooLarge";
  if (hasMoreThanTwoDecimals(match[1]!, match[2] ?? "", match[3])) return "admin.settings.codFeeTooPrecise";
  return null;
}
