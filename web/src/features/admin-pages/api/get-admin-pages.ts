import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AdminPage } from "../types";

export const adminPagesQueryKey = ["/api/admin/pages"] as const;

export async function getAdminPages(): Promise<AdminPage[]> {
  return readJson<AdminPage[]>(await apiRequest("GET", adminPagesQueryKey[0]));
}

export const adminPagesQueryOptions = () => queryOptions({ queryKey: adminPagesQueryKey, queryFn: getAdminPages });

export function useAdminPages() {
  return useQuery(adminPagesQueryOptions());
}
