import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { StoreSettings } from "../types";

export const adminSettingsQueryKey = ["/api/admin/settings"] as const;

export async function getAdminSettings(): Promise<StoreSettings> {
  return readJson<StoreSettings>(await apiRequest("GET", adminSettingsQueryKey[0]));
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
