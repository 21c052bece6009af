import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Order } from "../types";
import { orderUrl } from "./get-order";
import { refreshAfterOrderWrite } from "./order-lists-cache";
import type { EditOrderItemsRequest } from "../../../../../services/orders/schemas.js";

export type EditOrderItemsInput = { orderId: string } & EditOrderItemsRequest;

/**
 * `PATCH /api/admin/orders/:id/items` (ADR 067): every line the order keeps or gains, while it is placed or confirmed.
 * Units move on the shelf in the same decision; the answer is the order priced again.
 */
export async function editOrderItems({ orderId, items }: EditOrderItemsInput): Promise<Order> {
  return readJson<Order>(await apiRequest("PATCH", `${orderUrl(orderId)}/items`, { items }));
}

export function useEditOrderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrderItems,
    onSuccess: (_order, { orderId }) => refreshAfterOrderWrite(queryClient, orderId),
  });
}
