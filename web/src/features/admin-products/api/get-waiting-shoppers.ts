import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { WaitingCountAnswer } from "@/lib/contracts";
import { adminProductQueryKey } from "./get-admin-product";

/**
 * How many shoppers wait for each of the product's variants to be back in stock (ADR 060), by variant id: GET
 * /api/admin/products/:id/stock-alerts. Under the product's key, so whatever refreshes the product refreshes these.
 */
export const waitingShoppersQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...adminProductQueryKey(productId), "stock-alerts"] as const,
    queryFn: async ({ signal }) => {
      const response = await apiRequest("GET", `/api/admin/products/${encodeURIComponent(productId)}/stock-alerts`, undefined, undefined, signal);
      const counts = (await readJson<WaitingCountAnswer[]>(response)) ?? [];
      return new Map(counts.map((count) => [count.variantId, count.waiting]));
    },
    staleTime: 0,
  });

export function useWaitingShoppers(productId: string) {
  return useQuery(waitingShoppersQueryOptions(productId));
}
