import type { Plugin } from "vite";
import { directPageHeadings, pageHeadingsId } from "../src/app/direct-pages";
import { escapeHtml } from "../src/app/first-view";
import { ar } from "../src/lib/i18n/ar";
import { en } from "../src/lib/i18n/en";

type Catalogue = Record<string, unknown>;

/**
 * Fills index.html's skeleton with words from the catalogue, so it shows them before the app's code has run: an
 * element written `<span data-text="search.placeholder"></span>` gets the Arabic text, and its English in `data-en`
 * (src/boot.ts swaps it in for a shopper who chose English). It also writes the headings of the pages boot.ts draws
 * into the skeleton (src/app/direct-pages.ts), in both languages.
 */
export function skeletonTexts(): Plugin {
  return {
    name: "sakina:skeleton-texts",
    transformIndexHtml(html) {
      const filled = html.replace(/<(\w+)([^>]*?) data-text="([\w.]+)"([^>]*)><\/\1>/g, (_whole, tag: string, before: string, key: string, after: string) => {
        const [arabic, english] = [textOf(ar, key), textOf(en, key)];
        return `<${tag}${before} data-en="${escapeHtml(english)}"${after}>${escapeHtml(arabic)}</${tag}>`;
      });
      const headings = Object.fromEntries(
        Object.entries(directPageHeadings).map(([pathname, key]) => [pathname, { ar: textOf(ar, key), en: textOf(en, key) }]),
      );
      return {
        html: filled,
        tags: [{ tag: "script", attrs: { type: "application/json", id: pageHeadingsId }, children: JSON.stringify(headings), injectTo: "head" }],
      };
    },
  };
}

function textOf(catalogue: Catalogue, key: string): string {
  const value = catalogue[key];
  if (typeof value !== "string") throw new Error(`skeletonTexts: no text "${key}" in the catalogue`);
  return value;
}
