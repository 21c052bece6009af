import type { QueryClient } from "@tanstack/react-query";
import { adminCategoriesQueryKey, publicCategoriesQueryKey } from "./get-admin-categories";

/** Products carry their category's names, so the product lists are refreshed along with the categories. */
export function invalidateCategories(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicCategoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/admin/products"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/products"] }),
  ]);
}
