import type { MessageKey } from "./i18n";

/**
 * The store's text pages, one per footer link: read by the shop, written in the back office (the server's list is
 * pageKeys in events/content.ts).
 */
export const pageKeys = ["about", "contact", "shipping", "returns", "privacy", "terms"] as const;
export type PageKey = (typeof pageKeys)[number];

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === "string" && (pageKeys as readonly string[]).includes(value);
}

/** Each page's name in the footer, also its title until an admin has written one. */
export const pageLabel: Record<PageKey, MessageKey> = {
  about: "footer.about",
  contact: "footer.contact",
  shipping: "footer.shipping",
  returns: "footer.returns",
  privacy: "footer.privacy",
  terms: "footer.terms",
};
