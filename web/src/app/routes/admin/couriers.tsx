import type { QueryClient } from "@tanstack/react-query";
import { couriersQueryOptions } from "@/features/admin-couriers/api/get-couriers";
import { CouriersAdmin } from "@/features/admin-couriers/components/couriers-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => {
    void client.prefetchInfiniteQuery(couriersQueryOptions());
  });

export default function AdminCouriersRoute() {
  return <CouriersAdmin />;
}
