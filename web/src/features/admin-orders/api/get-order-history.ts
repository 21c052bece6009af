import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { OrderHistoryEntry } from "../types";
import { ordersQueryKey } from "./get-orders";

/** `GET /api/admin/orders/:id/history`: the order's events in the order they were recorded. */
export const orderHistoryQueryKey = (orderId: string) => [...ordersQueryKey, orderId, "history"] as const;

const readHistory = getQueryFn<OrderHistoryEntry[]>({ on401: "throw" });

export const orderHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderHistoryQueryKey(orderId),
    queryFn: async (context) => (await readHistory(context)) ?? [],
  });

export function useOrderHistory(orderId: string) {
  return useQuery(orderHistoryQueryOptions(orderId));
}
