import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { fetchPage, type ListPage } from "@/lib/api-client";
import { type ProductFilters, PRODUCTS_PAGE_SIZE, productListUrl } from "../lib/product-filters";
import type { Product } from "../types";

/**
 * The shop's products, read a bounded page at a time (`GET /api/products` with filters, `limit` and the `cursor`
 * of its `Link: rel="next"`); never the whole catalog. Every read's key starts with this, so one invalidation
 * (after an order moved stock) reaches them all.
 */
export const productsQueryKey = ["/api/products"] as const;

/** The pages of one filtered list, 24 products each, as far as the shopper has loaded them. */
export const productPagesQueryOptions = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: [...productsQueryKey, "pages", filters] as const,
    queryFn: ({ pageParam, signal }) => fetchPage<Product>(pageParam ?? productListUrl(filters, PRODUCTS_PAGE_SIZE), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<Product>) => last.next,
  });

export function useProductPages(filters: ProductFilters) {
  return useInfiniteQuery(productPagesQueryOptions(filters));
}

/** The first few products of a list and how many it has: the home page's new arrivals, a category card's picture. */
export const productSampleQueryOptions = (filters: ProductFilters, limit: number) =>
  queryOptions({
    queryKey: [...productsQueryKey, "sample", filters, limit] as const,
    queryFn: ({ signal }) => fetchPage<Product>(productListUrl(filters, limit), signal),
  });

export function useProductSample(filters: ProductFilters, limit: number) {
  return useQuery(productSampleQueryOptions(filters, limit));
}
