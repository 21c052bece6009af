import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { Category } from "../types";

export const categoriesQueryKey = ["/api/categories"] as const;

export const getCategories = getQueryFn<Category[]>({ on401: "throw" });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    // The generic read answers null only for an empty body, which the server never sends for a list.
    queryFn: async (context) => (await getCategories(context)) ?? [],
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
