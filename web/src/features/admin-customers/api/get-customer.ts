import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest, fetchPage, readJson } from "@/lib/api-client";
import type { CustomerDetail, CustomerOrder } from "../types";
import { customersQueryRoot } from "./get-customers";

const customerUrl = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`;

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersQueryRoot, "one", id] as const,
    queryFn: async () => readJson<CustomerDetail>(await apiRequest("GET", customerUrl(id))),
  });

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}

/** Her orders, newest first, page by page. */
export const customerOrdersQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...customersQueryRoot, "orders", id] as const,
    queryFn: ({ pageParam, signal }) => fetchPage<CustomerOrder>(pageParam ?? `${customerUrl(id)}/orders?limit=20`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export function useCustomerOrders(id: string) {
  return useInfiniteQuery(customerOrdersQueryOptions(id));
}
