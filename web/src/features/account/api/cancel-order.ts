import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AccountOrder } from "../types";
import { accountOrderKey } from "./get-order";
import { accountOrdersKey } from "./get-orders";
import type { ShopperCancelBody } from "../../../../../services/orders/schemas.js";

export async function cancelAccountOrder(id: string, reason: string | undefined): Promise<AccountOrder> {
  return readJson<AccountOrder>(await apiRequest("POST", `/api/account/orders/${id}/cancel`, (reason ? { reason } : {}) satisfies ShopperCancelBody));
}

/** Cancels one of her orders (while placed or confirmed); the answer is the order as it now stands. */
export function useCancelAccountOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) => cancelAccountOrder(id, reason),
    onSuccess: (order) => queryClient.setQueryData(accountOrderKey(id), order),
    // Her list shows the status too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountOrdersKey }),
  });
}
