import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPage } from "@/lib/api-client";
import type { LowStockVariant } from "../types";

/** The variants below 5 units now, fewest first: the panel shows the first few and the count of all. */
export const lowStockQueryKey = ["/api/admin/low-stock"] as const;

export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: lowStockQueryKey,
    queryFn: ({ signal }) => fetchPage<LowStockVariant>("/api/admin/low-stock?limit=8", signal),
  });

export function useLowStock() {
  return useQuery(lowStockQueryOptions());
}
