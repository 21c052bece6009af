import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { OrderStatus } from "@/lib/order-status";
import type { Order } from "../types";
import { ordersQueryKey } from "./get-orders";

export interface UpdateOrderStatusInput {
  orderId: string;
  status: OrderStatus;
}

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
      // The answer is the order as it now reads: show it at once, then refresh the list and this order's history.
      queryClient.setQueryData<Order[]>(ordersQueryKey, (orders) =>
        orders?.map((existing) => (existing.id === order.id ? { ...existing, ...order } : existing)),
      );
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
