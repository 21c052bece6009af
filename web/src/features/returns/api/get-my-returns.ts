import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions } from "@/lib/paged-list";
import type { Return } from "../types";

export const myReturnsKey = ["/api/account/returns"] as const;

/** Her returns, newest first, a page at a time. */
export const myReturnsOptions = () => pagedListOptions<Return>(myReturnsKey, "/api/account/returns?limit=20");

export function useMyReturns() {
  return useInfiniteQuery(myReturnsOptions());
}
