import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { stockAlertsQueryKey } from "./get-product-stock-alerts";

/** DELETE /api/account/stock-alerts/:variantId: she no longer waits for the size. */
export function useStopWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variantId: string) => {
      await apiRequest("DELETE", `/api/account/stock-alerts/${encodeURIComponent(variantId)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertsQueryKey }),
  });
}
