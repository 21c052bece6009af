import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import type { MessageKey } from "./catalogue";
import { type Formatters, formattersFor } from "./format";
import { applyLocaleToDocument, directionOf, localeStorageKey, readStoredLocale, storeLocale } from "./locale-storage";
import { type MessageParams, translate } from "./translate";
import { isLocale, type Locale } from "./types";

export interface I18nContextValue {
  locale: Locale;
  dir: "rtl" | "ltr";
  setLocale: (locale: Locale) => void;
  t: (key: MessageKey, params?: MessageParams) => string;
  format: Formatters;
}

export const I18nContext = createContext<I18nContextValue | null>(null);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);

  useEffect(() => {
    applyLocaleToDocument(locale);
  }, [locale]);

  // Another tab switching language should not leave this one half in the old language on its next write.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === localeStorageKey && isLocale(event.newValue)) setLocaleState(event.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  const value = useMemo<I18nContextValue>(() => {
    const format = formattersFor(locale);
    return {
      locale,
      dir: directionOf(locale),
      setLocale,
      format,
      t: (key, params) => translate(locale, key, params, format),
    };
  }, [locale, setLocale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
