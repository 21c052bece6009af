import { z } from 'zod';

/**
 * Money as the database holds it: numeric(10,2), exchanged as strings such
 * as "120.50". Amounts are parsed and normalised as text, so no value ever
 * passes through binary floating point.
 */

export const maxAmount = '99999999.99';

const amountPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "120.5" → "120.50", "007" → "7.00". Null for anything that is not a plain
 * non-negative decimal with at most two decimals and at most eight integer
 * digits (signs, exponents, spaces inside, a third decimal).
 */
export function normaliseAmount(input: string): string | null {
  const match = amountPattern.exec(input.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > 8) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return `${whole}.${cents}`;
}

/** Adds two normalised amounts exactly, in integer cents. */
export function addAmounts(a: string, b: string): string {
  return fromCents(toCents(a) + toCents(b));
}

export function toCents(amount: string): bigint {
  const normalised = normaliseAmount(amount);
  if (normalised === null) throw new Error(`Not an amount: ${amount}`);
  return BigInt(normalised.replace('.', ''));
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A request field holding an amount as a string ("120.5" becomes "120.50").
 * A JSON number is refused rather than converted: it has already been
 * through a double, and the API's contract is strings.
 */
export function amountField(messages: { required: string; invalid: string }) {
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const amount = typeof value === 'string' ? normaliseAmount(value) : null;
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return amount;
  });
}
