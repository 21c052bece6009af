import type { QueryClient } from "@tanstack/react-query";
import { adminCategoriesQueryOptions, useAdminCategories } from "@/features/admin-categories/api/get-admin-categories";
import { adminProductsQueryOptions } from "@/features/admin-products/api/get-admin-products";
import { ProductsAdmin } from "@/features/admin-products/components/products-admin";

/**
 * Starts both requests while the page renders instead of holding navigation until they answer, so the spec's
 * "Loading products..." shows and a failure is handled by the page, not the route's error screen.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.ensureQueryData(adminProductsQueryOptions()).catch(() => undefined);
  void queryClient.ensureQueryData(adminCategoriesQueryOptions()).catch(() => undefined);
  return null;
};

/** Features never import each other: the route hands the categories feature's list to the products form. */
export default function AdminProductsRoute() {
  const categoriesQuery = useAdminCategories();
  return <ProductsAdmin categories={categoriesQuery.data ?? []} />;
}
