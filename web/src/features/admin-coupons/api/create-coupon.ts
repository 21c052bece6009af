import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Coupon, CouponInput } from "../types";
import { couponsQueryKey } from "./get-coupons";

/** `POST /api/admin/coupons`: codes are unique without regard to case (409 `coupon_code_taken` otherwise). */
export async function createCoupon(input: CouponInput): Promise<Coupon> {
  return readJson<Coupon>(await apiRequest("POST", "/api/admin/coupons", input));
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }) });
}
