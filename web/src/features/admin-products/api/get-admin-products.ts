import { useInfiniteQuery } from "@tanstack/react-query";
import { listUrl, pagedListOptions } from "@/lib/paged-list";
import type { AdminProductFilters, AdminProductRow } from "../types";

/** The prefix of every admin product read (the lists and each product), so one invalidation refreshes them all. */
export const adminProductsQueryKey = ["/api/admin/products"] as const;

/** The names the products page keeps its filters under in its URL; the same as the server's query. */
export const productFilterNames = ["q", "category", "status", "stock", "sort"] as const;

/** Reads the filters from a URL's query (the route's loader has only the URL). */
export function productFiltersFrom(search: URLSearchParams): AdminProductFilters {
  const filters: AdminProductFilters = {};
  for (const name of productFilterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

/** `GET /api/admin/products`: 50 compact rows a page under the filters; further pages follow the server's link. */
export const adminProductsQueryOptions = (filters: AdminProductFilters = {}) =>
  pagedListOptions<AdminProductRow>(
    [...adminProductsQueryKey, "list", filters],
    listUrl(adminProductsQueryKey[0], { ...filters }),
  );

export function useAdminProducts(filters: AdminProductFilters) {
  return useInfiniteQuery(adminProductsQueryOptions(filters));
}
