import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

export async function deleteOrder(orderId: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/orders/${encodeURIComponent(orderId)}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
