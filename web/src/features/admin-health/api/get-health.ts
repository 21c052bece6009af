import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { StoreHealth } from "../types";

const readHealth = getQueryFn<StoreHealth>({ on401: "throw" });

/** `GET /api/admin/health`, asked again every 10 s while the page is open: a stop shows without a reload. */
export const storeHealthQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/health"], queryFn: readHealth, staleTime: 0, refetchInterval: 10_000 });

export function useStoreHealth() {
  return useQuery(storeHealthQueryOptions());
}
