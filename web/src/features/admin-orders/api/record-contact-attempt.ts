import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { ContactOutcome } from "../lib/cod-terms";
import type { ContactAttempt } from "../types";
import { orderUrl } from "./get-order";
import { refreshAfterOrderWrite } from "./order-lists-cache";

export interface RecordContactAttemptInput {
  orderId: string;
  outcome: ContactOutcome;
  note?: string;
}

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
