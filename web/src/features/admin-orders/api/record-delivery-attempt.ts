import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { DeliveryAttempt } from "../types";
import { orderUrl } from "./get-order";
import { refreshAfterOrderWrite } from "./order-lists-cache";
import type { DeliveryAttemptBody } from "../../../../../services/orders/schemas.js";

/** The server's request; `codCollected` is the cash the courier took, sent only with `delivered`. */
export type RecordDeliveryAttemptInput = { orderId: string } & DeliveryAttemptBody;

/** `POST /api/admin/orders/:id/delivery-attempts`, on a shipped order. */
export async function recordDeliveryAttempt({ orderId, outcome, codCollected, note }: RecordDeliveryAttemptInput): Promise<DeliveryAttempt> {
  const body = { outcome, ...(outcome === "delivered" && codCollected ? { codCollected } : {}), ...(note ? { note } : {}) };
  return readJson<DeliveryAttempt>(await apiRequest("POST", `${orderUrl(orderId)}/delivery-attempts`, body));
}

export function useRecordDeliveryAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDeliveryAttempt,
    onSuccess: (_attempt, { orderId }) => refreshAfterOrderWrite(queryClient, orderId),
  });
}
