import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Order } from "../types";
import { orderUrl } from "./get-order";
import { refreshAfterOrderWrite } from "./order-lists-cache";
import type { StaffCancelBody } from "../../../../../services/orders/schemas.js";

export type CancelOrderInput = { orderId: string } & StaffCancelBody;

/** `POST /api/admin/orders/:id/cancel`: before it ships; its units go back on the shelf. */
export async function cancelOrder({ orderId, reason, note }: CancelOrderInput): Promise<Order> {
  const response = await apiRequest("POST", `${orderUrl(orderId)}/cancel`, { reason, ...(note ? { note } : {}) });
  return readJson<Order>(response);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (_order, { orderId }) => refreshAfterOrderWrite(queryClient, orderId),
  });
}
