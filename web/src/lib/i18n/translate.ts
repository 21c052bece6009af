import { ar } from "./ar";
import type { AdminCatalogue, Catalogue, MessageKey } from "./catalogue";
import { en } from "./en";
import type { Formatters } from "./format";
import type { Locale, Message } from "./types";

export const catalogues: Record<Locale, Catalogue> = { ar, en };

/** The back office's texts, once its chunk has registered them (see `admin.ts`); empty on the storefront. */
const adminCatalogues: Partial<Record<Locale, AdminCatalogue>> = {};

export function registerAdminCatalogues(texts: Record<Locale, AdminCatalogue>): void {
  Object.assign(adminCatalogues, texts);
}

export type MessageParams = Record<string, string | number>;

const placeholder = /\{(\w+)\}/g;

/** Numbers are formatted for the locale; unknown placeholders are left untouched for libraries that fill their own. */
function interpolate(template: string, params: MessageParams | undefined, format: Formatters): string {
  if (!params) return template;
  return template.replace(placeholder, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? format.number(value) : value;
  });
}

function pick(message: Message, params: MessageParams | undefined, format: Formatters): string {
  if (typeof message === "string") return message;
  const count = Number(params?.count ?? 0);
  // English lists only the forms it needs, so a category it lacks (e.g. "zero") reads as "other".
  return message[format.plural(count)] ?? message.other;
}

function lookUp(locale: Locale, key: MessageKey): Message | undefined {
  const store: Partial<Record<MessageKey, Message>> = catalogues[locale];
  const admin: Partial<Record<MessageKey, Message>> | undefined = adminCatalogues[locale];
  return store[key] ?? admin?.[key];
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: MessageParams | undefined,
  format: Formatters,
): string {
  const message = lookUp(locale, key);
  // Only an admin text asked for before the admin chunk registered its catalogue can be missing: show the key
  // (a visible bug) rather than break the page.
  if (message === undefined) return key;
  return interpolate(pick(message, params, format), params, format);
}
