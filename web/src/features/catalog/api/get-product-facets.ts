import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { ShopFacetsAnswer } from "@/lib/contracts";
import { type ProductFilters, productListUrl } from "../lib/product-filters";

/**
 * The colours and sizes of a shop list with their product counts (`GET /api/product-facets`, the list's own
 * filters): the filter's chips. Under the products' key, so what refreshes the lists refreshes these too.
 */
export const productFacetsQueryOptions = (filters: ProductFilters) => {
  // The list's address without its page size: the same filters in the same order.
  const query = productListUrl(filters, 1).replace(/^\/api\/products\?/, "").replace(/&?limit=1$/, "");
  return queryOptions({
    queryKey: ["/api/products", "facets", query] as const,
    queryFn: async (context) =>
      (await getQueryFn<ShopFacetsAnswer>({ on401: "throw" })({ ...context, queryKey: [`/api/product-facets?${query}`] })) ?? {
        colours: [],
        sizes: [],
      },
    placeholderData: keepPreviousData,
  });
};

export function useProductFacets(filters: ProductFilters) {
  return useQuery(productFacetsQueryOptions(filters));
}
