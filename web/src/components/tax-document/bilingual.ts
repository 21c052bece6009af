import { formattersFor, type MessageKey } from "@/lib/i18n";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import type { Bilingual } from "./types";

/** A catalogue text in English and in Arabic at once: a tax document prints both whatever the reader's language. */
export function bilingual(key: MessageKey, params?: MessageParams): Bilingual {
  return { en: translate("en", key, params, formattersFor("en")), ar: translate("ar", key, params, formattersFor("ar")) };
}

/** "1,234.50", and "-0.01" for the rare total a fils below zero (rows rounded one by one under a whole-order discount). */
export function documentAmount(amount: string, format: (plain: string) => string): string {
  return amount.startsWith("-") ? `-${format(amount.slice(1))}` : format(amount);
}

/** The date a document was issued, the same in both columns: day, month and year in the UAE's time. */
export function documentDate(issuedAt: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Dubai" }).format(new Date(issuedAt));
}
