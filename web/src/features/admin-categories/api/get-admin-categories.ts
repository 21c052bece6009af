import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Category } from "../types";

export const adminCategoriesQueryKey = ["/api/admin/categories"] as const;
/** The shop's own list; a write here makes it stale too, for an admin who then opens the storefront. */
export const publicCategoriesQueryKey = ["/api/categories"] as const;

export async function getAdminCategories(): Promise<Category[]> {
  return readJson<Category[]>(await apiRequest("GET", adminCategoriesQueryKey[0]));
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminCategoriesQueryKey, queryFn: getAdminCategories });

/**
 * `fresh`: read again on every visit (the categories screen), as product writes elsewhere change the counts that
 * decide whether a category can be deleted.
 */
export function useAdminCategories({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...adminCategoriesQueryOptions(), ...(fresh ? { refetchOnMount: "always" as const } : {}) });
}
