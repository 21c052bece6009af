import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import type { AccountOrder } from "../types";

export const accountOrderKey = (id: string) => ["/api/account/orders", id] as const;

export const accountOrderOptions = (id: string) =>
  queryOptions<AccountOrder | null>({
    queryKey: accountOrderKey(id),
    // The default read: GET /api/account/orders/<id>.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** One of her orders with its items, shipping details and status timeline. */
export function useAccountOrder(id: string) {
  return useQuery(accountOrderOptions(id));
}
