import type { QueryClient } from "@tanstack/react-query";
import { notificationsQueryOptions } from "@/features/admin-dashboard/api/get-notifications";
import { statsQueryOptions } from "@/features/admin-dashboard/api/get-stats";
import { DashboardOverview } from "@/features/admin-dashboard/components/dashboard-overview";
import { LiveIndicator } from "@/features/live/components/live-indicator";
import { useLiveAdminSync } from "./live-sync";

/** A failed read is shown by the page with a Retry button, so the loader never turns it into the error page. */
export const clientLoader = (queryClient: QueryClient) => async () => {
  void queryClient.prefetchQuery(notificationsQueryOptions());
  await queryClient.ensureQueryData(statsQueryOptions()).catch(() => undefined);
  return null;
};

export default function AdminDashboardRoute() {
  const live = useLiveAdminSync();
  return <DashboardOverview status={<LiveIndicator status={live} />} />;
}
