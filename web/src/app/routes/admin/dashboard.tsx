import type { QueryClient } from "@tanstack/react-query";
import { lowStockQueryOptions } from "@/features/admin-dashboard/api/get-low-stock";
import { notificationsQueryOptions } from "@/features/admin-dashboard/api/get-notifications";
import { statsQueryOptions } from "@/features/admin-dashboard/api/get-stats";
import { DashboardOverview } from "@/features/admin-dashboard/components/dashboard-overview";
import { LiveIndicator } from "@/features/live/components/live-indicator";
import { adminPageLoader } from "./admin-loader";
import { useLiveAdminSync } from "./live-sync";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => {
    void client.prefetchQuery(statsQueryOptions());
    void client.prefetchQuery(notificationsQueryOptions());
    void client.prefetchQuery(lowStockQueryOptions());
  });

export default function AdminDashboardRoute() {
  useLiveAdminSync();
  return <DashboardOverview status={<LiveIndicator />} />;
}
