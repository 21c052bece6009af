import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { OrderDetail } from "../types";
import { ordersQueryKey } from "./get-orders";

export const orderUrl = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/**
 * `GET /api/admin/orders/:id`: the order with its calls, attempts, cancellation and return. Under the order's own
 * key (`[...orders, id]`), so `refreshOrderDetails` (its writes, the live feed) reads it again with its history.
 */
export const orderQueryKey = (orderId: string) => [...ordersQueryKey, orderId, "detail"] as const;

/** An answer without the lists (a store not yet serving ADR 057's one-order answer) reads as an order with none. */
const withDefaults = (answer: OrderDetail): OrderDetail => ({
  ...answer,
  contactAttempts: answer.contactAttempts ?? [],
  deliveryAttempts: answer.deliveryAttempts ?? [],
  cancellation: answer.cancellation ?? null,
  returnReceipt: answer.returnReceipt ?? null,
});

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: async ({ signal }) =>
      withDefaults(await readJson<OrderDetail>(await apiRequest("GET", orderUrl(orderId), undefined, undefined, signal))),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
