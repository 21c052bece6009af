import type { QueryClient } from "@tanstack/react-query";
import { adminProductsQueryKey } from "./get-admin-products";

/**
 * The admin list, and the shop's product reads (keyed by their path, "/api/products" and "/api/products/<slug>"),
 * so an admin who opens the storefront next sees the change.
 */
export function invalidateProducts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/products"] }),
  ]);
}
