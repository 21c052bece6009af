import type { QueryClient } from "@tanstack/react-query";
import { customersQueryOptions } from "@/features/admin-customers/api/get-customers";
import { CustomersAdmin } from "@/features/admin-customers/components/customers-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => {
    const q = new URLSearchParams(window.location.search).get("q") ?? "";
    void client.prefetchInfiniteQuery(customersQueryOptions(q));
  });

export default function AdminCustomersRoute() {
  return <CustomersAdmin />;
}
