import type { QueryClient } from "@tanstack/react-query";
import { adminBannersQueryKey } from "./get-admin-banners";

/** The admin list and the home page's hero list ("/api/banners"), so the storefront shows the change too. */
export function invalidateBanners(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBannersQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/banners"] }),
  ]);
}
