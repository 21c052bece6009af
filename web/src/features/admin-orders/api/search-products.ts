import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPage } from "@/lib/api-client";
import type { AdminProductRowAnswer } from "@/lib/contracts";

export type ProductChoice = AdminProductRowAnswer;

/**
 * Active products whose names match `q`, ten at a time, for adding a line to an order (`GET /api/admin/products`).
 * The orders feature reads them itself: features never import each other.
 */
export const productSearchOptions = (q: string) =>
  queryOptions({
    queryKey: ["/api/admin/products", "order-edit-search", q] as const,
    queryFn: async ({ signal }) =>
      (await fetchPage<ProductChoice>(`/api/admin/products?status=active&limit=10&q=${encodeURIComponent(q)}`, signal)).items,
    staleTime: 10_000,
  });

export function useProductSearch(q: string) {
  return useQuery({ ...productSearchOptions(q.trim()), enabled: q.trim().length >= 2 });
}
