import type { MessageKey } from "@/lib/i18n";

// The server's amount rule (infra/money.ts): digits, at most two decimals, at most eight integer digits.
const amountPattern = /^\d{1,8}(?:\.\d{1,2})?$/;

/** Spec §5, Settings: required, and after trimming a number of 0 or greater. */
export function validateCodFee(value: string): MessageKey | null {
  const trimmed = value.trim();
  if (!trimmed) return "admin.settings.codFeeRequired";
  if (!amountPattern.test(trimmed)) return "admin.settings.codFeeInvalid";
  return null;
}
