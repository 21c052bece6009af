import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { AdminNotification } from "../types";

/** Low-stock notices for the admins, newest first. */
export const notificationsQueryKey = ["/api/admin/notifications"] as const;

const readNotifications = getQueryFn<AdminNotification[]>({ on401: "throw" });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: async (context) => (await readNotifications(context)) ?? [],
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
