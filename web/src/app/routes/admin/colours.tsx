import type { QueryClient } from "@tanstack/react-query";
import { adminColoursQueryOptions } from "@/features/admin-colours/api/colours";
import { ColoursAdmin } from "@/features/admin-colours/components/colours-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(adminColoursQueryOptions()));

export default function AdminColoursRoute() {
  return <ColoursAdmin />;
}
