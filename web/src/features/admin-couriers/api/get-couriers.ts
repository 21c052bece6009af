import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions } from "@/lib/paged-list";
import type { Courier } from "../types";

/** The prefix of every couriers read (the list, each courier's cash), so one invalidation refreshes them all. */
export const couriersQueryKey = ["/api/admin/couriers"] as const;

/** `GET /api/admin/couriers`: paged like the other admin lists; further pages follow the server's link. */
export const couriersQueryOptions = () => pagedListOptions<Courier>([...couriersQueryKey, "list"], "/api/admin/couriers");

export function useCouriers() {
  return useInfiniteQuery(couriersQueryOptions());
}
