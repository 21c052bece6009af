import type { QueryClient } from "@tanstack/react-query";
import { couponsQueryOptions } from "@/features/admin-coupons/api/get-coupons";
import { CouponsAdmin } from "@/features/admin-coupons/components/coupons-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => {
    void client.prefetchInfiniteQuery(couponsQueryOptions());
  });

export default function AdminCouponsRoute() {
  return <CouponsAdmin />;
}
