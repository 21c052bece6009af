import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { CourierCash } from "../types";
import { couriersQueryKey } from "./get-couriers";

export const courierCashQueryKey = (courierId: string) => [...couriersQueryKey, courierId, "cash"] as const;

/** `GET /api/admin/couriers/:id/cash`: what the courier holds now, and each delivered order's cash. */
export const courierCashQueryOptions = (courierId: string) =>
  queryOptions({
    queryKey: courierCashQueryKey(courierId),
    queryFn: async ({ signal }) =>
      readJson<CourierCash>(await apiRequest("GET", `/api/admin/couriers/${encodeURIComponent(courierId)}/cash`, undefined, undefined, signal)),
  });

/** Read only when asked for (`enabled`): the list already says what each courier holds. */
export function useCourierCash(courierId: string, enabled = true) {
  return useQuery({ ...courierCashQueryOptions(courierId), enabled });
}
