import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { AdminStats } from "../types";

export const statsQueryKey = ["/api/admin/stats"] as const;

const readStats = getQueryFn<AdminStats>({ on401: "throw" });

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsQueryKey,
    queryFn: async (context): Promise<AdminStats> => (await readStats(context)) ?? {},
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
