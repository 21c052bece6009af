import type { QueryClient } from "@tanstack/react-query";
import { ordersQueryOptions } from "@/features/admin-orders/api/get-orders";
import { OrdersManagement } from "@/features/admin-orders/components/orders-management";
import { LiveIndicator } from "@/features/live/components/live-indicator";
import { useLiveAdminSync } from "./live-sync";

/** A failed read is shown by the page with a Retry button, so the loader never turns it into the error page. */
export const clientLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(ordersQueryOptions()).catch(() => undefined);
  return null;
};

export default function AdminOrdersRoute() {
  const live = useLiveAdminSync();
  return <OrdersManagement status={<LiveIndicator status={live} />} />;
}
