import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { SettingsAnswer } from "@/lib/contracts";

/** The public store settings; today only the cash-on-delivery fee, as a decimal string ("15.00"). */
export type StoreSettings = SettingsAnswer;

export const settingsQueryKey = ["/api/settings"] as const;

const readSettings = getQueryFn<StoreSettings>({ on401: "throw" });

export async function getSettings(context: Parameters<typeof readSettings>[0]): Promise<StoreSettings> {
  const settings = await readSettings(context);
  // An empty answer would otherwise show as a fee of nothing; treating it as a failure offers the Retry button.
  if (!settings || typeof settings.codFee !== "string") throw new Error("The store settings came back empty");
  return settings;
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: getSettings,
    // Spec §7: the one read that is retried twice and re-read when the shopper comes back to the tab, so a fee the
    // admin changed meanwhile shows before the order is placed. "always" because the app's data never goes stale.
    retry: 2,
    refetchOnWindowFocus: "always",
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
