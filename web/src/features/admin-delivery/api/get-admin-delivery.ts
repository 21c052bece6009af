import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AdminDelivery } from "../types";

export const adminDeliveryQueryKey = ["/api/admin/delivery"] as const;

/** `GET /api/admin/delivery`: the delivery fees, days and free-delivery threshold in force. */
export const adminDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: adminDeliveryQueryKey,
    queryFn: async ({ signal }) => readJson<AdminDelivery>(await apiRequest("GET", adminDeliveryQueryKey[0], undefined, undefined, signal)),
  });

export function useAdminDelivery() {
  return useQuery(adminDeliveryQueryOptions());
}
