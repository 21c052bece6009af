import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AccountOrder } from "../types";
import { accountOrderKey } from "./get-order";
import { accountOrdersKey } from "./get-orders";
import type { ChangeOrderAddressBody } from "../../../../../services/orders/schemas.js";

/** The server's request: checkout's shipping fields. */
export type OrderAddressInput = ChangeOrderAddressBody;

/** `PATCH /api/account/orders/:id/address` (ADR 067): while placed or confirmed; the answer is her order as it stands. */
export async function changeOrderAddress(id: string, address: OrderAddressInput): Promise<AccountOrder> {
  return readJson<AccountOrder>(await apiRequest("PATCH", `/api/account/orders/${encodeURIComponent(id)}/address`, address));
}

export function useChangeOrderAddress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: OrderAddressInput) => changeOrderAddress(id, address),
    onSuccess: (order) => queryClient.setQueryData(accountOrderKey(id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountOrdersKey }),
  });
}
