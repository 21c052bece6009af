import type { QueryClient } from "@tanstack/react-query";
import { adminSettingsQueryOptions } from "@/features/admin-settings/api/get-admin-settings";
import { SettingsAdmin } from "@/features/admin-settings/components/settings-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(adminSettingsQueryOptions()));

export default function AdminSettingsRoute() {
  return <SettingsAdmin />;
}
