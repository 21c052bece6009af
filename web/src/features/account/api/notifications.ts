import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchPage, readJson } from "@/lib/api-client";
import type { AccountNotification } from "../types";
import type { MarkReadRequest } from "../../../../../services/shopper-notifications/schemas.js";

export const notificationsKey = ["/api/account/notifications"] as const;
export const unreadCountKey = ["/api/account/notifications", "unread-count"] as const;

export const notificationsOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) => fetchPage<AccountNotification>(pageParam, signal),
    initialPageParam: "/api/account/notifications?limit=20",
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** Her notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery(notificationsOptions());
}

/** The header bell's figure: GET /api/account/notifications/unread-count. */
export function useUnreadCount(enabled: boolean) {
  return useQuery(queryOptions<{ unread: number } | null>({ queryKey: unreadCountKey, enabled }));
}

/** After a read mark: the list and the bell read again (the server is the one source of truth). */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsKey });
}

export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: async (id: string) =>
      readJson<AccountNotification>(await apiRequest("PATCH", `/api/account/notifications/${id}`, { isRead: true } satisfies MarkReadRequest)),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: async () =>
      readJson<{ marked: number; unread: number }>(await apiRequest("POST", "/api/account/notifications/read-all")),
    onSuccess: refresh,
  });
}
