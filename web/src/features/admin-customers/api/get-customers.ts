import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchPage } from "@/lib/api-client";
import type { Customer } from "../types";

/** Every customers read starts with this key, so a role change can refresh them all. */
export const customersQueryRoot = ["/api/admin/customers"] as const;

const firstPageUrl = (q: string) => (q ? `/api/admin/customers?q=${encodeURIComponent(q)}` : "/api/admin/customers");

/** The accounts, newest first, page by page (the server's default of 50); each page follows the last one's link. */
export const customersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...customersQueryRoot, "list", q] as const,
    queryFn: ({ pageParam, signal }) => fetchPage<Customer>(pageParam ?? firstPageUrl(q), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export function useCustomers(q: string) {
  return useInfiniteQuery(customersQueryOptions(q));
}
