import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { BulkStatusAnswer, BulkStatusRequest } from "../../../../../services/orders/schemas.js";
import { orderListsQueryKey, ordersQueryKey } from "./get-orders";
import { updateOrderInLists } from "./order-lists-cache";

export type BulkStatus = BulkStatusRequest["to"];
export type BulkResult = BulkStatusAnswer["results"][number];

/** `POST /api/admin/orders/bulk-status`: each order changed on its own; the answer says which moved and which not. */
export async function bulkUpdateStatus(request: BulkStatusRequest): Promise<BulkStatusAnswer> {
  return readJson<BulkStatusAnswer>(await apiRequest("POST", "/api/admin/orders/bulk-status", request));
}

export function useBulkUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateStatus,
    onSuccess: ({ results }) => {
      // The moved orders take their new status where they are shown; then every list and order read is read again
      // (the answer marks the written position, so the reads show the changes).
      for (const result of results) {
        if (result.ok) updateOrderInLists(queryClient, result.orderId, (order) => ({ ...order, status: result.status }));
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderListsQueryKey }),
        ...results.map((result) => queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, result.orderId] })),
      ]);
    },
  });
}
