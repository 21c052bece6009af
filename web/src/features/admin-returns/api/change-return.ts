import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AdminReturnAnswer } from "@/lib/contracts";
import type { RefundMethod, ReturnStatus } from "@/lib/return-terms";
import { adminReturnsKey } from "./get-returns";

export interface ReturnChange {
  readonly status: ReturnStatus;
  readonly note?: string;
  readonly refundMethod?: RefundMethod;
  readonly refundReference?: string;
}

/** Moves a return on; the queue is read again (its row may leave the status shown). */
export function useChangeReturn(returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ReturnChange) => readJson<AdminReturnAnswer>(await apiRequest("PATCH", `/api/admin/returns/${returnId}`, change)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReturnsKey }),
  });
}
