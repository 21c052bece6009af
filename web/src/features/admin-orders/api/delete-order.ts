import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { removeOrderFromLists } from "./order-lists-cache";

export async function deleteOrder(orderId: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/orders/${encodeURIComponent(orderId)}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_answer, orderId) => removeOrderFromLists(queryClient, orderId),
  });
}
