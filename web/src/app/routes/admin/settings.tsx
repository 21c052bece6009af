import type { QueryClient } from "@tanstack/react-query";
import { adminSettingsQueryOptions } from "@/features/admin-settings/api/get-admin-settings";
import { SettingsAdmin } from "@/features/admin-settings/components/settings-admin";

/**
 * Starts the request while the page renders instead of holding navigation until it answers, so the spec's
 * "Loading settings..." shows and a failure is handled by the page, not the route's error screen.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.ensureQueryData(adminSettingsQueryOptions()).catch(() => undefined);
  return null;
};

export default function AdminSettingsRoute() {
  return <SettingsAdmin />;
}
