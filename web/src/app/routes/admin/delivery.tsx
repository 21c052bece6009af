import type { QueryClient } from "@tanstack/react-query";
import { adminDeliveryQueryOptions } from "@/features/admin-delivery/api/get-admin-delivery";
import { DeliveryAdmin } from "@/features/admin-delivery/components/delivery-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(adminDeliveryQueryOptions()));

export default function AdminDeliveryRoute() {
  return <DeliveryAdmin />;
}
