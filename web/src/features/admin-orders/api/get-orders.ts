import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { Order } from "../types";

/** Every order, newest first. Also the prefix of each order's history key, so one invalidation refreshes both. */
export const ordersQueryKey = ["/api/admin/orders"] as const;

const readOrders = getQueryFn<Order[]>({ on401: "throw" });

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ordersQueryKey,
    queryFn: async (context) => (await readOrders(context)) ?? [],
  });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
