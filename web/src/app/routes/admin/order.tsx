import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { useParams } from "react-router";
import { couriersQueryOptions, useCouriers } from "@/features/admin-couriers/api/get-couriers";
import { orderQueryOptions } from "@/features/admin-orders/api/get-order";
import { orderHistoryQueryOptions } from "@/features/admin-orders/api/get-order-history";
import { OrderPage } from "@/features/admin-orders/components/order-page";
import { LiveIndicator } from "@/features/live/components/live-indicator";
import { rowsOf } from "@/lib/paged-list";
import { adminPageLoader } from "./admin-loader";
import { useLiveAdminSync } from "./live-sync";

/** The order, its history and the couriers the shipment form offers, read while the page's code loads. */
export const clientLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) =>
  adminPageLoader(queryClient, (client) => {
    const id = args.params.id ?? "";
    void client.prefetchQuery(orderQueryOptions(id));
    void client.prefetchQuery(orderHistoryQueryOptions(id));
    void client.prefetchInfiniteQuery(couriersQueryOptions());
  })();

/** `/admin/orders/:id`: the order page, composed with the couriers it can be given to; live like the orders list. */
export default function AdminOrderRoute() {
  const { id = "" } = useParams();
  useLiveAdminSync();
  const couriers = useCouriers();
  const active = rowsOf(couriers.data)
    .filter((courier) => courier.active)
    .map((courier) => ({ id: courier.id, name: courier.name }));
  return <OrderPage key={id} orderId={id} couriers={active} status={<LiveIndicator />} />;
}
