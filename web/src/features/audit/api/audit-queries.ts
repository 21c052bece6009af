import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { fetchPage, getQueryFn } from "@/lib/api-client";
import type { AuditOrderHistory, AuditOrderRow, AuditSeal, LogEntry } from "../types";

/** A list read page by page: the first page from the filters, each next one from the `Link` the server sent. */
function pagedList<T>(path: string, search: string) {
  const first = search ? `${path}?${search}` : path;
  return infiniteQueryOptions({
    queryKey: [path, "pages", search] as const,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

export const useAuditOrders = (search: string) => useInfiniteQuery(pagedList<AuditOrderRow>("/api/audit/orders", search));
export const useAuditLog = (search: string) => useInfiniteQuery(pagedList<LogEntry>("/api/audit/events", search));

const readHistory = getQueryFn<AuditOrderHistory>({ on401: "throw" });

/** `GET /api/audit/orders/:id/history?asOf=`: the order at a moment and its events up to then. */
export function useAuditOrderHistory(orderId: string, asOf: string | null) {
  const path = `/api/audit/orders/${encodeURIComponent(orderId)}/history${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ""}`;
  return useQuery(queryOptions({ queryKey: [path], queryFn: readHistory, retry: false }));
}

const readSeal = getQueryFn<AuditSeal>({ on401: "throw" });

export const useAuditSeal = () => useQuery(queryOptions({ queryKey: ["/api/audit/seal"], queryFn: readSeal, staleTime: 0 }));
