import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPage } from "@/lib/api-client";
import type { StockAlertAnswer } from "@/lib/contracts";

/** One of her waiting back-in-stock alerts, as GET /api/account/stock-alerts lists them. */
export type StockAlert = StockAlertAnswer;

export const stockAlertsQueryKey = ["/api/account/stock-alerts"] as const;
export const productStockAlertsQueryKey = (productId: string) => [...stockAlertsQueryKey, { productId }] as const;

/**
 * The variants of one product she waits for. A product has a handful of sizes, so one page of the list (filtered by
 * product) holds them all.
 */
export const productStockAlertsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productStockAlertsQueryKey(productId),
    queryFn: async ({ signal }) => {
      const page = await fetchPage<StockAlert>(`/api/account/stock-alerts?productId=${encodeURIComponent(productId)}&limit=100`, signal);
      return new Set(page.items.map((alert) => alert.variantId));
    },
  });

/** Only for a signed-in shopper: a visitor has no alerts to read. */
export function useProductStockAlerts(productId: string, signedIn: boolean) {
  return useQuery({ ...productStockAlertsQueryOptions(productId), enabled: signedIn });
}
