import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { ordersQueryOptions } from "@/features/admin-orders/api/get-orders";
import { OrdersManagement } from "@/features/admin-orders/components/orders-management";
import { orderFiltersFrom } from "@/features/admin-orders/lib/order-filters";
import { LiveIndicator } from "@/features/live/components/live-indicator";
import { adminPageLoader } from "./admin-loader";
import { useLiveAdminSync } from "./live-sync";

/** The first page under the filters the URL names, read while the page's code loads. */
export const clientLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) =>
  adminPageLoader(queryClient, (client) => {
    const filters = orderFiltersFrom(new URL(args.request.url).searchParams);
    void client.prefetchInfiniteQuery(ordersQueryOptions(filters));
  })();

export default function AdminOrdersRoute() {
  useLiveAdminSync();
  return <OrdersManagement status={<LiveIndicator />} />;
}
