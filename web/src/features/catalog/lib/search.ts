import type { Product } from "../types";

// Short vowels, shadda, sukun, superscript alef and tatweel: shoppers rarely type them, catalogue names may carry them.
const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * Lower-cases, trims and collapses spaces; in Arabic also folds the alef forms (أ إ آ → ا), so "اسود" finds
 * "أسود". Every fold only widens what "contains" matches; it never hides a product a plain search would find.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFC")
    .replace(arabicMarks, "")
    .replace(/[أإآ]/g, "ا")
    .toLocaleLowerCase("en")
    .replace(/\s+/g, " ")
    .trim();
}

/** Products whose English or Arabic name contains the query; an empty query matches nothing. */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const needle = normaliseSearchText(query);
  if (!needle) return [];
  return products.filter(
    (product) =>
      normaliseSearchText(product.nameEn).includes(needle) || normaliseSearchText(product.nameAr).includes(needle),
  );
}
