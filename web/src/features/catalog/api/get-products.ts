import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { Product } from "../types";

/** The shop's products: active ones in an existing category, newest first (the server's order). */
export const productsQueryKey = ["/api/products"] as const;

export const getProducts = getQueryFn<Product[]>({ on401: "throw" });

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productsQueryKey,
    queryFn: async (context) => (await getProducts(context)) ?? [],
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
