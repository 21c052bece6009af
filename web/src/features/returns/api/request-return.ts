import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Return } from "../types";
import { myReturnsKey } from "./get-my-returns";
import type { RequestReturnBody } from "../../../../../services/orders/schemas.js";

/** The server's request: the lines she sends back, why, and what she wants for them. */
export type ReturnRequest = RequestReturnBody;

/** Asks to return lines of one of her delivered orders; the answer is the return as requested. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ReturnRequest) =>
      readJson<Return>(await apiRequest("POST", `/api/account/orders/${orderId}/returns`, request)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myReturnsKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/account/orders", orderId] }),
      ]),
  });
}
