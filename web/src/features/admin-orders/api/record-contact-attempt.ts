import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { ContactAttempt } from "../types";
import { orderUrl } from "./get-order";
import { refreshAfterOrderWrite } from "./order-lists-cache";
import type { ContactAttemptBody } from "../../../../../services/orders/schemas.js";

export type RecordContactAttemptInput = { orderId: string } & ContactAttemptBody;

/** `POST /api/admin/orders/:id/contact-attempts`: one call's outcome; `confirmed` and `cancel_requested` move the order too. */
export async function recordContactAttempt({ orderId, outcome, note }: RecordContactAttemptInput): Promise<ContactAttempt> {
  const response = await apiRequest("POST", `${orderUrl(orderId)}/contact-attempts`, { outcome, ...(note ? { note } : {}) });
  return readJson<ContactAttempt>(response);
}

export function useRecordContactAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordContactAttempt,
    onSuccess: (_attempt, { orderId }) => refreshAfterOrderWrite(queryClient, orderId),
  });
}
