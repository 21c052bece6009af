import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, readJson } from "@/lib/api-client";
import { logPositionHeaders } from "@/lib/log-position";
import type { Product } from "../types";
import { productsQueryKey } from "./get-products";

/** Under the list's key, so anything that refreshes the list refreshes the detail pages too. */
export const productQueryKey = (slug: string) => [...productsQueryKey, slug] as const;

/**
 * One active product, or null when the shop has no such product: a 404 is an answer the page shows
 * ("Product not found"), not a failure, so a route loader can prefetch it without tripping the error page.
 */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product | null> {
  // Slugs may hold Arabic letters; encoding keeps them one path segment whatever they contain.
  const response = await fetch(`${productsQueryKey[0]}/${encodeURIComponent(slug)}`, { credentials: "include", headers: logPositionHeaders(), signal });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text().catch(() => ""));
  }
  return readJson<Product>(response);
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productQueryKey(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
