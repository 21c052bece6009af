import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { SlipOrder } from "../types";

export const slipOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/admin/orders", id, "slip"] as const,
    queryFn: async () => readJson<SlipOrder>(await apiRequest("GET", `/api/admin/orders/${encodeURIComponent(id)}`)),
  });

export function useSlipOrder(id: string) {
  return useQuery(slipOrderQueryOptions(id));
}
