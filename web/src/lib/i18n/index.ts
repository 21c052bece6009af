export type { MessageKey } from "./catalogue";
export { type Formatters, formattersFor } from "./format";
export { applyLocaleToDocument, readStoredLocale } from "./locale-storage";
export { LocaleProvider } from "./locale-provider";
export type { Locale } from "./types";
export { useI18n } from "./use-i18n";
