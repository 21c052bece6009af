import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Order } from "../types";
import { refreshOrderDetails, updateOrderInLists } from "./order-lists-cache";
import type { ChangeStatusRequest } from "../../../../../services/orders/schemas.js";

export type UpdateOrderStatusInput = { orderId: string } & ChangeStatusRequest;

/** Spec §6: the one order write outside the /api/admin prefix. */
export async function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<Order> {
  const response = await apiRequest("PATCH", `/api/orders/${encodeURIComponent(orderId)}/status`, { status });
  return readJson<Order>(response);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      // The answer is the order as it now reads: it replaces the row where it is; its history is read again.
      updateOrderInLists(queryClient, order.id, (existing) => ({ ...existing, ...order }));
      return refreshOrderDetails(queryClient, order.id);
    },
  });
}
