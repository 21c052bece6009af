import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { BusinessDetails } from "../types";

export const businessQueryKey = ["/api/admin/business"] as const;

/** `GET /api/admin/business`: the seller's details the next tax invoices will name. */
export const businessQueryOptions = () =>
  queryOptions({
    queryKey: businessQueryKey,
    queryFn: async ({ signal }) => readJson<BusinessDetails>(await apiRequest("GET", businessQueryKey[0], undefined, undefined, signal)),
  });

export function useBusiness() {
  return useQuery(businessQueryOptions());
}
