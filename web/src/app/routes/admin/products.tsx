import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { adminCategoriesQueryOptions, useAdminCategories } from "@/features/admin-categories/api/get-admin-categories";
import { adminProductsQueryOptions, productFiltersFrom } from "@/features/admin-products/api/get-admin-products";
import { ProductsAdmin } from "@/features/admin-products/components/products-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) =>
  adminPageLoader(queryClient, (client) => {
    void client.prefetchInfiniteQuery(adminProductsQueryOptions(productFiltersFrom(new URL(args.request.url).searchParams)));
    void client.prefetchQuery(adminCategoriesQueryOptions());
  })();

/** Features never import each other: the route hands the categories feature's list to the products form. */
export default function AdminProductsRoute() {
  const categoriesQuery = useAdminCategories();
  return <ProductsAdmin categories={categoriesQuery.data ?? []} />;
}
