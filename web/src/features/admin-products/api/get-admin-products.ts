import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AdminProduct } from "../types";

export const adminProductsQueryKey = ["/api/admin/products"] as const;

export async function getAdminProducts(): Promise<AdminProduct[]> {
  return readJson<AdminProduct[]>(await apiRequest("GET", adminProductsQueryKey[0]));
}

export const adminProductsQueryOptions = () =>
  queryOptions({ queryKey: adminProductsQueryKey, queryFn: getAdminProducts });

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
