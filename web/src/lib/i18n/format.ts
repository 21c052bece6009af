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
}

/** Builds the Intl formatters once per locale; constructing Intl objects on every render is needlessly slow. */
export function createFormatters(locale: Locale): Formatters {
  const tag = intlLocale[locale];
  const numberFormat = new Intl.NumberFormat(tag);
  const priceFormat = new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: 2 });
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: "medium" });
  const dateTimeFormat = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const pluralRules = new Intl.PluralRules(tag);
  return {
    number: (value) => numberFormat.format(value),
    // Prices travel as decimal strings ("125.50"); they are converted only at the last moment, for display.
    price: (value) => priceFormat.format(typeof value === "string" ? Number(value) : value),
    date: (value) => dateFormat.format(new Date(value)),
    dateTime: (value) => dateTimeFormat.format(new Date(value)),
    plural: (count) => pluralRules.select(count),
  };
}
