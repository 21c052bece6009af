import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { OrderLinkResult } from "../types";
import { orderByTokenKey } from "./get-order-by-token";
import type { CancelByTokenBody } from "../../../../../services/orders/schemas.js";

export async function cancelOrderByToken(token: string, reason: string | undefined): Promise<OrderLinkResult> {
  return readJson<OrderLinkResult>(await apiRequest("POST", "/api/orders/cancel-by-token", { token, ...(reason ? { reason } : {}) } satisfies CancelByTokenBody));
}

/** Cancels her order through her link, with her reason if she gave one. */
export function useCancelByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) => cancelOrderByToken(token, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderByTokenKey(token) }),
  });
}
