import { useInfiniteQuery } from "@tanstack/react-query";
import { listUrl, pagedListOptions } from "@/lib/paged-list";
import type { Order, OrderFilters } from "../types";

/** The prefix of every orders read (lists, each order's history), so one invalidation refreshes them all. */
export const ordersQueryKey = ["/api/admin/orders"] as const;

/** The prefix of the paged lists, one cache entry per set of filters. */
export const orderListsQueryKey = [...ordersQueryKey, "list"] as const;

export const ordersListUrl = (filters: OrderFilters, path = "/api/admin/orders") =>
  listUrl(path, {
    status: filters.status,
    awaitingConfirmation: filters.awaitingConfirmation,
    q: filters.q,
    from: filters.from,
    to: filters.to,
  });

/** `GET /api/admin/orders`: newest first, 50 a page, under the filters; further pages follow the server's link. */
export const ordersQueryOptions = (filters: OrderFilters = {}) =>
  pagedListOptions<Order>([...orderListsQueryKey, filters], ordersListUrl(filters));

export function useOrders(filters: OrderFilters) {
  return useInfiniteQuery(ordersQueryOptions(filters));
}
