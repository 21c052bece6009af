import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderByToken } from "../types";

export const orderByTokenKey = (token: string) => ["/api/orders/confirm", token] as const;

/** Her order read through her link's token (no sign-in). Opening it only reads: it never confirms anything. */
export const orderByTokenOptions = (token: string) =>
  queryOptions<OrderByToken>({
    // The default read: GET /api/orders/confirm/<token>.
    queryKey: orderByTokenKey(token),
  });

export function useOrderByToken(token: string) {
  return useQuery(orderByTokenOptions(token));
}
