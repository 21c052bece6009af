import type { Category } from "../types";
import type { ProductFilters } from "./product-filters";

/** Spec §2/§9: the home page shows the three newest products, read as such from the server. */
export const NEW_ARRIVALS_COUNT = 3;
export const newArrivalsFilters: ProductFilters = { sort: "newest" };

/** What a category card shows of its products: how many are on sale, and the newest one's cover picture. */
export interface CategoryShowcase {
  total: number;
  coverUrl: string | undefined;
}

/**
 * The categories a shopper is shown as cards: those with at least one product on sale (an empty card only leads to
 * "no products"); one whose products could not be read is shown bare rather than hidden. The server's first view
 * of the shop draws the same ones (services/catalog/first-view.ts).
 */
export function categoriesOnSale(
  categories: readonly Category[],
  showcases: ReadonlyMap<string, CategoryShowcase | undefined>,
): Category[] {
  return categories.filter((category) => {
    const showcase = showcases.get(category.id);
    return showcase === undefined || showcase.total > 0;
  });
}
