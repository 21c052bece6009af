import type { QueryClient } from "@tanstack/react-query";
import { ordersQueryOptions } from "@/features/admin-orders/api/get-orders";
import { OrdersManagement } from "@/features/admin-orders/components/orders-management";
import { LiveIndicator } from "@/features/live/components/live-indicator";
import { adminPageLoader } from "./admin-loader";
import { useLiveAdminSync } from "./live-sync";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(ordersQueryOptions()));

export default function AdminOrdersRoute() {
  const live = useLiveAdminSync();
  return <OrdersManagement status={<LiveIndicator status={live} />} />;
}
