import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchPage } from "@/lib/api-client";
import type { AccountOrderSummary } from "../types";

export const accountOrdersKey = ["/api/account/orders"] as const;

const firstPage = "/api/account/orders?limit=20";

export const accountOrdersOptions = () =>
  infiniteQueryOptions({
    queryKey: accountOrdersKey,
    queryFn: ({ pageParam, signal }) => fetchPage<AccountOrderSummary>(pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** Her orders, newest first, a page at a time. */
export function useAccountOrders() {
  return useInfiniteQuery(accountOrdersOptions());
}
