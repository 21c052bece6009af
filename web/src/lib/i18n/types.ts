export const locales = ["ar", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ar";

/** A message that depends on a count; Arabic needs all six CLDR categories, English only `one` and `other`. */
export type PluralMessage = Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>> & { other: string };
export type Message = string | PluralMessage;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
