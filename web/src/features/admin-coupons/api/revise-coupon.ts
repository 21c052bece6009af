import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import { type PagedList, patchRows } from "@/lib/paged-list";
import type { Coupon, CouponChange } from "../types";
import { couponsListQueryKey, couponsQueryKey } from "./get-coupons";

export interface ReviseCouponInput {
  id: string;
  change: CouponChange;
}

/** `PATCH /api/admin/coupons/:id`: its terms, or whether it is active (a coupon is never deleted). */
export async function reviseCoupon({ id, change }: ReviseCouponInput): Promise<Coupon> {
  return readJson<Coupon>(await apiRequest("PATCH", `/api/admin/coupons/${encodeURIComponent(id)}`, change));
}

export function useReviseCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseCoupon,
    onSuccess: async (saved) => {
      // The row changes where it stands (the list is newest first by creation), then the list is read again.
      queryClient.setQueryData<PagedList<Coupon>>(couponsListQueryKey, (list) =>
        patchRows(list, (rows) => rows.map((row) => (row.id === saved.id ? saved : row))),
      );
      await queryClient.invalidateQueries({ queryKey: couponsQueryKey });
    },
  });
}
