import type { QueryClient } from "@tanstack/react-query";
import { storeHealthQueryOptions } from "@/features/admin-health/api/get-health";
import { StoreHealth } from "@/features/admin-health/components/store-health";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(storeHealthQueryOptions()));

export default function AdminHealthRoute() {
  return <StoreHealth />;
}
