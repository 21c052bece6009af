import type { QueryClient } from "@tanstack/react-query";
import { fetchPage, type ListPage } from "@/lib/api-client";
import { type PagedList, patchRows } from "@/lib/paged-list";
import type { Order, OrderFilters } from "../types";
import { orderListsQueryKey, ordersListUrl, ordersQueryKey } from "./get-orders";

/**
 * Keeps the loaded orders lists in step with changes the page hears of (its own writes, the live feed) without
 * reading whole lists again: a row is patched or dropped where it is, and new orders are read as one small page.
 */

/** How many of the newest matching orders are read when orders arrive: more than arrive between two pushes. */
const arrivalsPage = 20;

const isNewer = (a: Order, b: Order) => {
  const [at, bt] = [Date.parse(a.createdAt), Date.parse(b.createdAt)];
  return at !== bt ? at > bt : a.orderNumber > b.orderNumber;
};

const listsOf = (queryClient: QueryClient) =>
  queryClient.getQueriesData<PagedList<Order>>({ queryKey: orderListsQueryKey }).filter(([, list]) => list !== undefined);

/** Writes a changed order (status, anything the answer of a write carries) into every loaded list that shows it. */
export function updateOrderInLists(queryClient: QueryClient, id: string, change: (order: Order) => Order): void {
  for (const [queryKey] of listsOf(queryClient)) {
    queryClient.setQueryData<PagedList<Order>>(queryKey, (list) =>
      patchRows(list, (rows) => rows.map((order) => (order.id === id ? change(order) : order))),
    );
  }
}

/** Takes a deleted order out of every loaded list, one fewer in the totals of those that showed it. */
export function removeOrderFromLists(queryClient: QueryClient, id: string): void {
  for (const [queryKey, list] of listsOf(queryClient)) {
    const shown = list!.pages.some((page) => page.items.some((order) => order.id === id));
    if (!shown) continue;
    queryClient.setQueryData<PagedList<Order>>(queryKey, (current) =>
      patchRows(current, (rows) => rows.filter((order) => order.id !== id), -1),
    );
  }
}

/**
 * Puts the orders of `newest` (the first rows of the list as the server now has it) that the loaded list lacks and
 * that sort above its first row on top, and takes the server's new total (and whether it is exact).
 */
export function withArrivals(list: PagedList<Order> | undefined, newest: ListPage<Order>): PagedList<Order> | undefined {
  if (!list || list.pages.length === 0) return list;
  const loaded = new Set(list.pages.flatMap((page) => page.items.map((order) => order.id)));
  const top = list.pages[0]!.items[0];
  const arrivals = newest.items.filter((order) => !loaded.has(order.id) && (!top || isNewer(order, top)));
  const [first, ...rest] = list.pages;
  return {
    ...list,
    pages: [
      { ...first!, items: [...arrivals, ...first!.items], total: newest.total, exact: newest.exact },
      ...rest.map((page) => ({ ...page, total: newest.total, exact: newest.exact })),
    ],
  };
}

/**
 * New orders were placed: each list on screen reads the newest orders that match its filters (one small page; the
 * server decides what matches) and puts those it lacks at the top, with the new total. Lists not on screen are
 * marked stale and read again when they are shown.
 */
export async function addArrivalsToLists(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: orderListsQueryKey, type: "inactive", refetchType: "none" });
  const active = queryClient.getQueryCache().findAll({ queryKey: orderListsQueryKey, type: "active" });
  await Promise.all(
    active.map(async (query) => {
      const filters = (query.queryKey[2] ?? {}) as OrderFilters;
      const first = ordersListUrl(filters);
      const newest = await fetchPage<Order>(`${first}${first.includes("?") ? "&" : "?"}limit=${arrivalsPage}`);
      queryClient.setQueryData<PagedList<Order>>(query.queryKey, (list) => withArrivals(list, newest));
    }),
  );
}

/** An order's own reads (its history) after it changed, without touching the lists. */
export const refreshOrderDetails = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, id] });

/**
 * After a write on the order page (a call, a shipment, an attempt, a return, a cancel): the order and its history
 * are read again, and the lists are marked stale (a status or a call count may have changed) and re-read when shown.
 */
export function refreshAfterOrderWrite(queryClient: QueryClient, id: string) {
  return Promise.all([
    refreshOrderDetails(queryClient, id),
    queryClient.invalidateQueries({ queryKey: orderListsQueryKey }),
  ]);
}
