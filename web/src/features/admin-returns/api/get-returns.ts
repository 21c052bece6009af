import { useInfiniteQuery } from "@tanstack/react-query";
import type { AdminReturnAnswer } from "@/lib/contracts";
import { listUrl, pagedListOptions } from "@/lib/paged-list";
import type { ReturnStatus } from "@/lib/return-terms";

export const adminReturnsKey = ["/api/admin/returns"] as const;

/** The queue, newest first, in one status or any, 20 a page. */
export const adminReturnsOptions = (status: ReturnStatus | "") =>
  pagedListOptions<AdminReturnAnswer>([...adminReturnsKey, { status }], listUrl("/api/admin/returns", { status, limit: "20" }));

export function useAdminReturns(status: ReturnStatus | "") {
  return useInfiniteQuery(adminReturnsOptions(status));
}
