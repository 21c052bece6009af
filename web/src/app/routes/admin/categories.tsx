import type { QueryClient } from "@tanstack/react-query";
import { adminCategoriesQueryOptions } from "@/features/admin-categories/api/get-admin-categories";
import { CategoriesAdmin } from "@/features/admin-categories/components/categories-admin";

/**
 * Starts the request while the page renders instead of holding navigation until it answers, so the spec's
 * "Loading categories..." shows and a failure is handled by the page, not the route's error screen.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.ensureQueryData(adminCategoriesQueryOptions()).catch(() => undefined);
  return null;
};

export default function AdminCategoriesRoute() {
  return <CategoriesAdmin />;
}
