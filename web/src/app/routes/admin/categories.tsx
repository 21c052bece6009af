import type { QueryClient } from "@tanstack/react-query";
import { adminCategoriesQueryOptions } from "@/features/admin-categories/api/get-admin-categories";
import { CategoriesAdmin } from "@/features/admin-categories/components/categories-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(adminCategoriesQueryOptions()));

export default function AdminCategoriesRoute() {
  return <CategoriesAdmin />;
}
