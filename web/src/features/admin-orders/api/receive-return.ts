import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import { orderUrl } from "./get-order";
import { refreshAfterOrderWrite } from "./order-lists-cache";
import type { ReturnReceivedRequest } from "../../../../../services/orders/schemas.js";

export type ReceiveReturnInput = { orderId: string } & ReturnReceivedRequest;

/** `POST /api/admin/orders/:id/return-received`, on a returning order: sellable units go back on the shelf. */
export async function receiveReturn({ orderId, items }: ReceiveReturnInput): Promise<unknown> {
  return readJson<unknown>(await apiRequest("POST", `${orderUrl(orderId)}/return-received`, { items }));
}

export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveReturn,
    onSuccess: (_answer, { orderId }) => refreshAfterOrderWrite(queryClient, orderId),
  });
}
