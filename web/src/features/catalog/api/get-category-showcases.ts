import { useQueries } from "@tanstack/react-query";
import { type CategoryShowcase, categoryShowcaseFilters } from "../lib/products";
import type { Category } from "../types";
import { productSampleQueryOptions } from "./get-products";

/** One category card's read: its newest product and, in `X-Total-Count`, how many it has on sale. */
export const categoryShowcaseQueryOptions = (categoryId: string) => productSampleQueryOptions(categoryShowcaseFilters(categoryId), 1);

/**
 * Each category's showcase, read one small page per category rather than the whole catalog. `pending` until every
 * read has answered, so cards do not appear and vanish one by one; a failed read leaves its entry undefined.
 */
export function useCategoryShowcases(categories: readonly Category[] | undefined) {
  return useQueries({
    queries: (categories ?? []).map((category) => categoryShowcaseQueryOptions(category.id)),
    combine: (results) => {
      const showcases = new Map<string, CategoryShowcase | undefined>();
      (categories ?? []).forEach((category, index) => {
        const page = results[index]?.data;
        showcases.set(category.id, page ? { total: page.total, newest: page.items[0] } : undefined);
      });
      return { showcases, pending: results.some((result) => result.isPending) };
    },
  });
}
