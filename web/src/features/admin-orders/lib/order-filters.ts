import type { OrderFilters } from "../types";

/** The names the orders page keeps its filters under in its URL; the same as the server's query. */
export const orderFilterNames = ["status", "awaitingConfirmation", "q", "from", "to"] as const;

/** Everything cleared: what "Clear filters" and a linked order's search start from. */
export const noOrderFilters = { status: "", awaitingConfirmation: "", q: "", from: "", to: "" } as const;

/** Whether any filter narrows the list. */
export const isFiltered = (filters: OrderFilters) => orderFilterNames.some((name) => Boolean(filters[name]));

/** Reads the filters from a URL's query (the route's loader has only the URL). */
export function orderFiltersFrom(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  for (const name of orderFilterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}
