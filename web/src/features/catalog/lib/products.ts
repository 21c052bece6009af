import type { Category, Product } from "../types";

/** Spec §2/§9: the home page shows the three newest products; the server already lists newest first. */
export const NEW_ARRIVALS_COUNT = 3;

export const newArrivals = (products: readonly Product[]) => products.slice(0, NEW_ARRIVALS_COUNT);

export const productsInCategory = (products: readonly Product[], categoryId: string) =>
  products.filter((product) => product.categoryId === categoryId);

/** For each category, its newest product: its picture dresses the category card. */
export function newestByCategory(products: readonly Product[]): Map<string, Product> {
  const newest = new Map<string, Product>();
  for (const product of products) if (!newest.has(product.categoryId)) newest.set(product.categoryId, product);
  return newest;
}

export function countByCategory(products: readonly Product[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) + 1);
  return counts;
}

/**
 * The categories a shopper is shown as cards: those with at least one product on sale (an empty card only leads to
 * "no products"). The server's first view of the shop draws the same ones (services/catalog/first-view.ts).
 */
export function categoriesOnSale(categories: readonly Category[], products: readonly Product[]): Category[] {
  const stocked = new Set(products.map((product) => product.categoryId));
  return categories.filter((category) => stocked.has(category.id));
}
