import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { AdminReturnAnswer } from "@/lib/contracts";
import { adminReturnsKey } from "./get-returns";
import type { ChangeReturnBody } from "../../../../../services/orders/schemas.js";

/** `PATCH /api/admin/returns/:id`: the server's request. */
export type ReturnChange = ChangeReturnBody;

/** Moves a return on; the queue is read again (its row may leave the status shown). */
export function useChangeReturn(returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ReturnChange) => readJson<AdminReturnAnswer>(await apiRequest("PATCH", `/api/admin/returns/${returnId}`, change)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReturnsKey }),
  });
}
