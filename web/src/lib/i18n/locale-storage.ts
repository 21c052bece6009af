import { defaultLocale, isLocale, type Locale } from "./types";

export const localeStorageKey = "locale";

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(localeStorageKey);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    // Storage can be disabled (private modes, strict privacy settings); the store still works in the default language.
    return defaultLocale;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // See readStoredLocale: the choice then lasts for this page view only.
  }
}

/** `lang` lets screen readers pick the right voice; `dir` flips every logical property of the layout. */
export function applyLocaleToDocument(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}
