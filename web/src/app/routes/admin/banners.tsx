import type { QueryClient } from "@tanstack/react-query";
import { adminBannersQueryOptions } from "@/features/admin-banners/api/get-admin-banners";
import { BannersAdmin } from "@/features/admin-banners/components/banners-admin";

/**
 * Starts the request while the page renders instead of holding navigation until it answers, so the spec's
 * "Loading banners..." shows and a failure is handled by the page, not the route's error screen.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.ensureQueryData(adminBannersQueryOptions()).catch(() => undefined);
  return null;
};

export default function AdminBannersRoute() {
  return <BannersAdmin />;
}
