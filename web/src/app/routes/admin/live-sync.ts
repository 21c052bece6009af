import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { lowStockQueryKey } from "@/features/admin-dashboard/api/get-low-stock";
import { notificationsQueryKey } from "@/features/admin-dashboard/api/get-notifications";
import { statsQueryKey } from "@/features/admin-dashboard/api/get-stats";
import type { AdminNotification, AdminStats } from "@/features/admin-dashboard/types";
import { orderListsQueryKey, ordersQueryKey } from "@/features/admin-orders/api/get-orders";
import { meQueryKey } from "@/features/auth/api/get-me";
import { adminReturnsKey } from "@/features/admin-returns/api/get-returns";
import {
  addArrivalsToLists,
  refreshOrderDetails,
  removeOrderFromLists,
  updateOrderInLists,
} from "@/features/admin-orders/api/order-lists-cache";
import { useLiveEvents } from "@/features/live/hooks/use-live-events";
import type { LiveEvent } from "@/features/live/types";

/**
 * Where the live feed meets the back office's cached reads. Changes are written straight into the cache so they show
 * at once: an order list is patched where it is (a new order is read as one small page and put on top when it
 * matches the list's filters), never read again whole. Figures the pushes leave out (the daily chart) are re-read.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  const reread = (...keys: readonly (readonly string[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  switch (event.type) {
    case "resync":
      // Anything may have happened while the feed was down, the end of the session too (the store closes the feed
      // of a session it ends): who is signed in is read again with the rest.
      reread(meQueryKey, ordersQueryKey, statsQueryKey, notificationsQueryKey, lowStockQueryKey);
      return;
    case "order:placed":
      void addArrivalsToLists(queryClient).catch(() => reread(ordersQueryKey));
      // An order takes stock: the low-stock panel shows stock as it is now.
      reread(statsQueryKey, lowStockQueryKey);
      return;
    case "order:status-changed": {
      const { id, status } = event.payload;
      updateOrderInLists(queryClient, id, (order) => ({ ...order, status }));
      void refreshOrderDetails(queryClient, id);
      reread(statsQueryKey);
      return;
    }
    case "order:updated": {
      // A call, a shipment or an attempt: the order's own reads and the lists (a call count) are read again.
      void refreshOrderDetails(queryClient, event.payload.id);
      void queryClient.invalidateQueries({ queryKey: orderListsQueryKey });
      return;
    }
    case "order:deleted": {
      removeOrderFromLists(queryClient, event.payload.id);
      reread(statsQueryKey, lowStockQueryKey);
      return;
    }
    // A return asked for or moved on (ADR 067): the queue is read again, and with a received one the stock.
    case "return:status-changed":
      reread(adminReturnsKey, lowStockQueryKey);
      return;
    case "stats:updated":
      queryClient.setQueryData<AdminStats>(statsQueryKey, (stats) => (stats ? { ...stats, ...event.payload } : stats));
      return;
    case "notification:created": {
      const notice = event.payload;
      queryClient.setQueryData<AdminNotification[]>(notificationsQueryKey, (notices) =>
        notices && !notices.some((existing) => existing.id === notice.id)
          ? [notice, ...notices]
          : notices,
      );
      return;
    }
  }
}

/** Keeps the open dashboard or orders page in step with the shop while it is open. */
export function useLiveAdminSync(): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => applyLiveEvent(queryClient, event));
}
