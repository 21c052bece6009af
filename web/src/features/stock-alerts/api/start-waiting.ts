import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { Locale } from "@/lib/i18n";
import { stockAlertsQueryKey } from "./get-product-stock-alerts";
import type { StockAlertBody } from "../../../../../services/stock-alerts/schemas.js";

/** PUT /api/account/stock-alerts/:variantId: she waits for the size, and is written to in the language she asks in. */
export function useStartWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ variantId, locale }: { variantId: string; locale: Locale }) => {
      await apiRequest("PUT", `/api/account/stock-alerts/${encodeURIComponent(variantId)}`, { locale } satisfies StockAlertBody);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertsQueryKey }),
  });
}
