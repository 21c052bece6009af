import type { Locale } from "@/lib/i18n";

/**
 * The text of a paired English/Arabic field in the shopper's language. Optional fields (descriptions, subtitles)
 * may be filled in one language only; showing the other then beats showing nothing.
 */
export function localized(locale: Locale, en: string | null, ar: string | null): string {
  const preferred = locale === "ar" ? ar : en;
  const other = locale === "ar" ? en : ar;
  return preferred?.trim() || other?.trim() || "";
}

export function nameOf(locale: Locale, entity: { nameEn: string; nameAr: string }): string {
  return localized(locale, entity.nameEn, entity.nameAr);
}
