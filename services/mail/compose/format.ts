import type { ShopperLocale } from '../../../events/orders.js';

/**
 * Numbers and dates in mail, as the web shows them (web/src/lib/money.ts and i18n/format.ts): Arabic with Latin
 * digits, amounts with grouping and always two decimals, followed by the currency word of the language.
 */
const intlLocale: Record<ShopperLocale, string> = { ar: 'ar-AE-u-nu-latn', en: 'en-AE' };
const currencyWord: Record<ShopperLocale, string> = { ar: 'درهم', en: 'AED' };
/** The shop is in the UAE: times in mail are its local time, whatever the server's zone. */
const storeTimeZone = 'Asia/Dubai';

const amountFormats = new Map<ShopperLocale, Intl.NumberFormat>();
const dateFormats = new Map<ShopperLocale, Intl.DateTimeFormat>();

/** "1234.5" → "1,234.50 AED" / "1,234.50 درهم". Formats the string's own digits, through whole fils. */
export function formatMoney(amount: string, locale: ShopperLocale): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount: "${amount}"`);
  const fils = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return `${format.format(fils / 100)} ${currencyWord[locale]}`;
}

export function formatDateTime(iso: string, locale: ShopperLocale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: storeTimeZone });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** Keeps "#1042" reading left to right inside an Arabic sentence (the web's catalogue does the same). */
export function orderNumberText(orderNumber: number, locale: ShopperLocale): string {
  return locale === 'ar' ? `\u2066#${orderNumber}\u2069` : `#${orderNumber}`;
}
