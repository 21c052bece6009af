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

/**
 * Adds two amounts exactly, in integer cents, whatever their size: a sum (an order's lines, a courier's cash) may
 * pass what one column holds, and it is the caller that decides whether it can be kept (see maxAmount).
 */
export function addAmounts(a: string, b: string): string {
  return fromCents(toCents(a) + toCents(b));
}

/**
 * An amount of any size in integer cents ("120.5" → 12050n). Unlike normaliseAmount it takes more than eight integer
 * digits, so that sums made by fromCents read back; it throws only on what is no amount at all.
 */
export function toCents(amount: string): bigint {
  const match = amountPattern.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Any plain decimal number, with an optional exponent: "12.345", "1e2", ".5", "+3". */
const decimalNumber = /^\+?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,6}))?$/i;

/**
 * A number of 0 or more, rounded half up to two decimals as a numeric(10,2) column stores it: "12.345" → "12.35",
 * "1e2" → "100.00". Worked out on the digits as text, never through a double. 'invalid' for a negative or something
 * that is no number, 'too_large' for more than eight integer digits.
 */
export function roundAmount(input: string): string | 'invalid' | 'too_large' {
  const match = decimalNumber.exec(input.trim());
  if (!match || !(match[1] || match[2])) return 'invalid';
  let digits = `${match[1]}${match[2] ?? ''}`;
  // The decimal point sits `point` digits after the start of `digits`.
  let point = match[1]!.length + Number(match[3] ?? 0);
  const leadingZeros = /^0*/.exec(digits)![0].length;
  digits = digits.slice(leadingZeros);
  point -= leadingZeros;
  if (!digits) return '0.00';
  if (point > 8) return 'too_large';
  // Below 0.001 (point < -2) nothing reaches the rounding digit.
  if (point < -2) return '0.00';
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const whole = padded.slice(0, at) || '0';
  const fraction = padded.slice(at).padEnd(3, '0');
  const cents = BigInt(whole + fraction.slice(0, 2)) + (fraction[2]! >= '5' ? 1n : 0n);
  if (cents > toCents(maxAmount)) return 'too_large';
  return fromCents(cents);
}

/**
 * Like roundAmount, but a number with more than two decimals is 'too_precise' rather than rounded: "12.345" is
 * refused, "12.340", "1e2" and "125e-2" are taken ("12.34", "100.00", "1.25"). Trailing zeros are no decimals.
 */
export function twoDecimalAmount(input: string): string | 'invalid' | 'too_large' | 'too_precise' {
  const rounded = roundAmount(input);
  if (rounded === 'invalid' || rounded === 'too_large') return rounded;
  const match = decimalNumber.exec(input.trim())!;
  const significant = `${match[1]}${match[2] ?? ''}`.replace(/0+$/, '');
  // The digits of `significant` past this many are below the cent.
  const upToCents = match[1]!.length + Number(match[3] ?? 0) + 2;
  return significant.length > upToCents ? 'too_precise' : rounded;
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

/**
 * A request field holding any number of 0 or more as a string, stored rounded to two decimals (see roundAmount).
 * Like amountField, a JSON number is refused.
 */
export function roundedAmountField(messages: { required: string; invalid: string; tooLarge: string }) {
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const amount = typeof value === 'string' ? roundAmount(value) : 'invalid';
    if (amount === 'invalid' || amount === 'too_large') {
      ctx.addIssue({ code: 'custom', message: amount === 'invalid' ? messages.invalid : messages.tooLarge });
      return z.NEVER;
    }
    return amount;
  });
}

/**
 * A request field holding a number of 0 or more as a string with at most two decimals (see twoDecimalAmount): an
 * amount an admin types is kept as she typed it or refused, never silently rounded. Like amountField, a JSON number is
 * refused.
 */
export function twoDecimalAmountField(messages: { required: string; invalid: string; tooLarge: string; tooPrecise: string }) {
  return z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const amount = typeof value === 'string' ? twoDecimalAmount(value) : 'invalid';
    if (amount === 'invalid' || amount === 'too_large' || amount === 'too_precise') {
      const message = { invalid: messages.invalid, too_large: messages.tooLarge, too_precise: messages.tooPrecise }[amount];
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return amount;
  });
}

/** An amount as a refusal's message writes it in the shopper's language: "120.00 د.إ" or "AED 120.00". */
export const aedIn = (value: string | number, locale: 'ar' | 'en') => (locale === 'ar' ? `${value} د.إ` : `AED ${value}`);
