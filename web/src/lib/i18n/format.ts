import { decimalText, grouped, kilobytesText, pluralOf, priceText } from "./numbers";
import type { Locale } from "./types";

/**
 * BCP 47 tags used with Intl. Arabic is pinned to Latin digits because that is what shoppers in the UAE read on
 * prices and phone numbers, and because browsers disagree on the default digits for plain "ar".
 */
export const intlLocale: Record<Locale, string> = {
  ar: "ar-AE-u-nu-latn",
  en: "en-AE",
};

export const currency = "AED";

export interface Formatters {
  number: (value: number) => string;
  price: (value: number | string) => string;
  date: (value: Date | string | number) => string;
  dateTime: (value: Date | string | number) => string;
  plural: (count: number) => Intl.LDMLPluralRule;
  /** A file's size in bytes, as whole kilobytes ("12 kB"). */
  fileSize: (bytes: number) => string;
}

/** Makes a value on first use only, then keeps it. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * Builds the formatters once per locale. Numbers, prices and plural forms are written by numbers.ts, which needs no
 * Intl object for the values pages show; the Intl objects (dates, and numbers.ts's exceptions) are made on first use:
 * building one loads locale data and costs milliseconds, and a storefront page never formats a date (the back office
 * does), so the first page does not pay for what it does not show.
 */
export function createFormatters(locale: Locale): Formatters {
  const tag = intlLocale[locale];
  const numberFormat = once(() => new Intl.NumberFormat(tag));
  const priceFormat = once(() => new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: 2 }));
  const dateFormat = once(() => new Intl.DateTimeFormat(tag, { dateStyle: "medium" }));
  const dateTimeFormat = once(() => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }));
  const pluralRules = once(() => new Intl.PluralRules(tag));
  return {
    number: (value) => decimalText(value, 0, 3) ?? numberFormat().format(value),
    // Prices travel as decimal strings ("125.50"); they are converted only at the last moment, for display.
    price: (value) => {
      const amount = typeof value === "string" ? Number(value) : value;
      const text = decimalText(amount, 2, 2);
      return text === null ? priceFormat().format(amount) : priceText(text, locale);
    },
    date: (value) => dateFormat().format(new Date(value)),
    dateTime: (value) => dateTimeFormat().format(new Date(value)),
    plural: (count) => pluralOf(count, locale) ?? pluralRules().select(count),
    // A whole number of at least 1: always in numbers.ts's rules.
    fileSize: (bytes) => kilobytesText(grouped(String(Math.max(1, Math.round(bytes / 1024)))), locale),
  };
}

const shared: Partial<Record<Locale, Formatters>> = {};

/** One set of formatters per language for the whole app (the locale provider's), made on first request. */
export function formattersFor(locale: Locale): Formatters {
  return (shared[locale] ??= createFormatters(locale));
}
