import type { QueryClient } from "@tanstack/react-query";
import { adminPagesQueryOptions } from "@/features/admin-pages/api/get-admin-pages";
import { PagesAdmin } from "@/features/admin-pages/components/pages-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(adminPagesQueryOptions()));

export default function AdminPagesRoute() {
  return <PagesAdmin />;
}
