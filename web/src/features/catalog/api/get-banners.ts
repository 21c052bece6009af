import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { Banner } from "../types";

/** Active banners in showing order (position, then the older first). */
export const bannersQueryKey = ["/api/banners"] as const;

export const getBanners = getQueryFn<Banner[]>({ on401: "throw" });

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannersQueryKey,
    queryFn: async (context) => (await getBanners(context)) ?? [],
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
