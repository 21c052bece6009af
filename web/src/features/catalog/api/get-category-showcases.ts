import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { CategoryShowcase } from "../lib/products";
import type { Category } from "../types";

export const categoryCardsQueryKey = ["/api/category-cards"] as const;

/** One entry per category with products on sale: how many, and its newest product's cover picture. */
interface CategoryCardAnswer {
  categoryId: string;
  coverUrl: string | null;
  total: number;
}

const getCategoryCards = getQueryFn<CategoryCardAnswer[]>({ on401: "throw" });

/** Every category card in one read (cached by the server per catalog version), not one product page per category. */
export const categoryCardsQueryOptions = () =>
  queryOptions({
    queryKey: categoryCardsQueryKey,
    queryFn: async (context) => (await getCategoryCards(context)) ?? [],
  });

/**
 * Each category's showcase from the one cards read: a category the answer leaves out has nothing on sale (0). If the
 * read failed, every entry is undefined, so the cards show bare rather than vanish.
 */
export function useCategoryShowcases(categories: readonly Category[] | undefined) {
  const cards = useQuery(categoryCardsQueryOptions());
  const byId = new Map((cards.data ?? []).map((card) => [card.categoryId, card]));
  const showcases = new Map<string, CategoryShowcase | undefined>();
  for (const category of categories ?? []) {
    const card = byId.get(category.id);
    showcases.set(category.id, cards.data ? { total: card?.total ?? 0, coverUrl: card?.coverUrl ?? undefined } : undefined);
  }
  return { showcases, pending: cards.isPending };
}
