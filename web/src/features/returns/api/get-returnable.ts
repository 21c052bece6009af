import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import type { Returnable, ReturnedOrder } from "../types";

/** Under her order's key, so a change of the order (or her orders) reads it again. */
export const returnableKey = (orderId: string) => ["/api/account/orders", orderId, "returnable"] as const;

export const returnableOptions = (orderId: string) =>
  queryOptions<Returnable>({
    // The default read: GET /api/account/orders/<id>/returnable.
    queryKey: returnableKey(orderId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export function useReturnable(orderId: string) {
  return useQuery(returnableOptions(orderId));
}

/** The order she returns from (the account's own read of it, under the same key). */
export function useReturnedOrder(orderId: string) {
  return useQuery(queryOptions<ReturnedOrder>({ queryKey: ["/api/account/orders", orderId] }));
}

/** Whether she may still ask: delivered, within the window, and a unit left to return. */
export function canStillReturn(returnable: Returnable | undefined, now = Date.now()): boolean {
  if (!returnable?.openUntil || Date.parse(returnable.openUntil) < now) return false;
  return returnable.lines.some((line) => line.returnable > 0);
}
