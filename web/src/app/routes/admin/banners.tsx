import type { QueryClient } from "@tanstack/react-query";
import { adminBannersQueryOptions } from "@/features/admin-banners/api/get-admin-banners";
import { BannersAdmin } from "@/features/admin-banners/components/banners-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(adminBannersQueryOptions()));

export default function AdminBannersRoute() {
  return <BannersAdmin />;
}
