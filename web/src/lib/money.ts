import { grouped } from "./i18n/numbers";

/**
 * Money travels as decimal strings ("120.50", spec §3 and ADR 009). Sums are done in integer fils (1/100 AED) so
 * no binary-float drift ever reaches a total; a number appears only for display.
 */
const amountShape = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250. Anything that is not a plain non-negative amount is refused rather than guessed at. */
export function toFils(amount: string): number {
  const match = amountShape.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount: "${amount}"`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** 1250 → "12.50", the shape the API uses. */
export function fromFils(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`Not an amount in fils: ${fils}`);
  const fraction = String(fils % 100).padStart(2, "0");
  return `${Math.floor(fils / 100)}.${fraction}`;
}

/** price × quantity, e.g. ("19.99", 3) → "59.97". */
export function lineTotal(price: string, quantity: number): string {
  return fromFils(toFils(price) * quantity);
}

export function sumAmounts(amounts: readonly string[]): string {
  return fromFils(amounts.reduce((sum, amount) => sum + toFils(amount), 0));
}

/**
 * "1234.5" → "1,234.50": the number part of texts such as "{amount} AED", with grouping and always two decimals, as
 * Intl writes it in both of the store's locales (i18n/numbers.ts). Written from the string's own digits (via fils),
 * so "0.10" never reads as "0.1".
 */
export function formatAmount(amount: string): string {
  const [whole = "0", fraction = "00"] = fromFils(toFils(amount)).split(".");
  return `${grouped(whole)}.${fraction}`;
}

/**
 * What someone typed into an amount field, as the API's two-decimal string ("315" → "315.00"), or null when it is not
 * a plain non-negative amount with at most two decimals. Arabic-Indic digits read as their Western twins.
 */
export function parseAmount(typed: string): string | null {
  const western = typed.trim().replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace("٫", ".");
  if (!amountShape.test(western)) return null;
  return fromFils(toFils(western));
}
