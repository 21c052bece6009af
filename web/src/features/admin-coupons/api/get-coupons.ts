import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions } from "@/lib/paged-list";
import type { Coupon } from "../types";

/** The prefix of every coupons read, so one invalidation refreshes them all. */
export const couponsQueryKey = ["/api/admin/coupons"] as const;
export const couponsListQueryKey = [...couponsQueryKey, "list"] as const;

/** `GET /api/admin/coupons`: newest first, paged like the other admin lists; further pages follow the server's link. */
export const couponsQueryOptions = () => pagedListOptions<Coupon>(couponsListQueryKey, "/api/admin/coupons");

export function useCoupons() {
  return useInfiniteQuery(couponsQueryOptions());
}
