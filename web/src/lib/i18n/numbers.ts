import type { Locale } from "./types";

/*
 * Numbers, prices and plural forms as Intl writes them for the store's two locales (format.ts: "ar-AE-u-nu-latn" and
 * "en-AE"), written here for the values a page shows: the first Intl object a page makes loads the browser's locale
 * data, 16-32 ms on a desktop and four times that on a phone, in one piece the page cannot split, on every page
 * that shows a price or a count. Both locales write Latin digits grouped by threes with "," and "." before the
 * fraction; numbers.test.ts compares every rule here with Intl's own output. Values outside these rules (negative,
 * not finite, written with an exponent) are handed to Intl.
 */

/** A non-negative finite number's digits as decimal text ("1234.5"), or null when JavaScript writes it otherwise. */
function plainDigits(value: number): string | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  const text = String(value);
  return /^\d+(?:\.\d+)?$/.test(text) ? text : null;
}

/** "1234567" → "1,234,567". */
export function grouped(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * The decimal text `digits` rounded to at most `maxFraction` decimals (half away from zero, as Intl rounds the number's
 * shortest decimal form), with at least `minFraction` of them, grouped.
 */
function decimal(digits: string, minFraction: number, maxFraction: number): string {
  const [whole = "0", fraction = ""] = digits.split(".");
  let integer = whole;
  let kept = fraction.slice(0, maxFraction);
  if (fraction.length > maxFraction && fraction.charAt(maxFraction) >= "5") {
    // One more in the last kept place, carried through the digits exactly.
    const rounded = String(BigInt(whole + kept) + 1n).padStart(kept.length + 1, "0");
    integer = rounded.slice(0, rounded.length - kept.length);
    kept = rounded.slice(rounded.length - kept.length);
  }
  kept = kept.replace(/0+$/, "").padEnd(minFraction, "0");
  integer = grouped(integer.replace(/^0+(?=\d)/, ""));
  return kept ? `${integer}.${kept}` : integer;
}

/** `value` written with `minFraction` to `maxFraction` decimals, or null when Intl must write it. */
export function decimalText(value: number, minFraction: number, maxFraction: number): string | null {
  const digits = plainDigits(value);
  return digits === null ? null : decimal(digits, minFraction, maxFraction);
}

/** An amount in AED as each locale writes it: the marks keep the Arabic one whole inside a line of either direction. */
export function priceText(amount: string, locale: Locale): string {
  return locale === "ar" ? `\u200f${amount}\u00a0د.إ.\u200f` : `AED\u00a0${amount}`;
}

/** "kB" after a whole number, in each locale's words. */
export function kilobytesText(count: string, locale: Locale): string {
  return locale === "ar" ? `${count} كيلوبايت` : `${count} kB`;
}

/** The plural category of a whole count (CLDR's rules for Arabic and English), or null for any other number. */
export function pluralOf(count: number, locale: Locale): Intl.LDMLPluralRule | null {
  if (!Number.isSafeInteger(count) || count < 0) return null;
  if (locale === "en") return count === 1 ? "one" : "other";
  if (count === 0) return "zero";
  if (count === 1) return "one";
  if (count === 2) return "two";
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return "few";
  if (lastTwo >= 11) return "many";
  return "other";
}
