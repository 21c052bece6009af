import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { OrderLinkResult } from "../types";
import { orderByTokenKey } from "./get-order-by-token";
import type { ConfirmTokenRequest } from "../../../../../services/orders/schemas.js";

export async function confirmOrderByToken(token: string): Promise<OrderLinkResult> {
  return readJson<OrderLinkResult>(await apiRequest("POST", "/api/orders/confirm", { token } satisfies ConfirmTokenRequest));
}

/** Confirms her order through her link; confirming twice answers the same. The page then reads it again. */
export function useConfirmOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmOrderByToken(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderByTokenKey(token) }),
  });
}
