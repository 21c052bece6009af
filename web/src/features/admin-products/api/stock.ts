import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchPage } from "@/lib/api-client";
import { invalidateProducts } from "./invalidate-products";
import type { StockMovementAnswer } from "@/lib/contracts";
import type { StockAdjustmentRequest } from "../../../../../services/catalog/schemas.js";

export const stockReasons = ["received", "returned", "damaged", "correction"] as const;
export type StockReason = (typeof stockReasons)[number];

/** One movement of a variant's stock, as `GET /api/admin/products/:id/stock-history` lists them (newest first). */
export type StockMovement = StockMovementAnswer;

export const stockHistoryQueryKey = (productId: string) => ["stock-history", productId] as const;

/** The history page by page ("Load more" reads the next), always read afresh when the view opens. */
export function useStockHistory(productId: string) {
  return useInfiniteQuery({
    queryKey: stockHistoryQueryKey(productId),
    queryFn: ({ pageParam, signal }) => fetchPage<StockMovement>(pageParam, signal),
    initialPageParam: `/api/admin/products/${encodeURIComponent(productId)}/stock-history?limit=20`,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** `POST /api/admin/products/:id/stock-adjustments`: the server's request. */
export type StockAdjustment = StockAdjustmentRequest;

/** Records an adjustment; the history and every product list read again. */
export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adjustment: StockAdjustment) => {
      await apiRequest("POST", `/api/admin/products/${encodeURIComponent(productId)}/stock-adjustments`, adjustment);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockHistoryQueryKey(productId) }),
        invalidateProducts(queryClient),
      ]),
  });
}
