import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Banner } from "../types";

export const adminBannersQueryKey = ["/api/admin/banners"] as const;

export async function getAdminBanners(): Promise<Banner[]> {
  return readJson<Banner[]>(await apiRequest("GET", adminBannersQueryKey[0]));
}

export const adminBannersQueryOptions = () => queryOptions({ queryKey: adminBannersQueryKey, queryFn: getAdminBanners });

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}
