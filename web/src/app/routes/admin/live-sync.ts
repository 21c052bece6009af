import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { lowStockQueryKey } from "@/features/admin-dashboard/api/get-low-stock";
import { notificationsQueryKey } from "@/features/admin-dashboard/api/get-notifications";
import { statsQueryKey } from "@/features/admin-dashboard/api/get-stats";
import type { AdminNotification, AdminStats } from "@/features/admin-dashboard/types";
import { ordersQueryKey } from "@/features/admin-orders/api/get-orders";
import type { Order } from "@/features/admin-orders/types";
import { useLiveEvents } from "@/features/live/hooks/use-live-events";
import type { LiveEvent, LiveStatus } from "@/features/live/types";

/**
 * Where the live feed meets the back office's cached reads. Small changes are written straight into the cache so
 * they show at once; anything that changes figures or lists is also re-read, so the server stays the one source of
 * truth (e.g. the daily chart, which the pushed stats leave out).
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  const reread = (...keys: readonly (readonly string[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  switch (event.type) {
    case "resync":
      reread(ordersQueryKey, statsQueryKey, notificationsQueryKey, lowStockQueryKey);
      return;
    case "order:placed":
      // An order takes stock: the low-stock panel shows stock as it is now.
      reread(ordersQueryKey, statsQueryKey, lowStockQueryKey);
      return;
    case "order:status-changed": {
      const { id, status } = event.payload;
      queryClient.setQueryData<Order[]>(ordersQueryKey, (orders) =>
        orders?.map((order) => (order.id === id ? { ...order, status } : order)),
      );
      reread(ordersQueryKey, statsQueryKey);
      return;
    }
    case "order:deleted": {
      const { id } = event.payload;
      queryClient.setQueryData<Order[]>(ordersQueryKey, (orders) => orders?.filter((order) => order.id !== id));
      reread(ordersQueryKey, statsQueryKey, lowStockQueryKey);
      return;
    }
    case "stats:updated":
      queryClient.setQueryData<AdminStats>(statsQueryKey, (stats) => (stats ? { ...stats, ...event.payload } : stats));
      return;
    case "notification:created": {
      const notice = event.payload;
      queryClient.setQueryData<AdminNotification[]>(notificationsQueryKey, (notices) =>
        notices && !notices.some((existing) => existing.id === notice.id)
          ? [{ isRead: false, ...notice }, ...notices]
          : notices,
      );
      return;
    }
  }
}

/** Keeps the open dashboard or orders page in step with the shop while it is open. */
export function useLiveAdminSync(): LiveStatus {
  const queryClient = useQueryClient();
  return useLiveEvents((event) => applyLiveEvent(queryClient, event));
}
