import type { CouponAnswer } from "@/lib/contracts";
import type { ChangeCouponRequest, CreateCouponRequest } from "../../../../services/orders/schemas.js";

/** What a coupon takes off (ADR 066): a percentage of the goods, an amount of them, or the delivery fee. */
export const couponKinds = ["percent", "amount", "free_delivery"] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * `POST /api/admin/coupons`. Amounts are two-decimal strings; `value` is the percentage ("10.00" is 10 %) or the AED
 * amount, null for free delivery; dates are ISO instants; null is "no limit".
 */
export type CouponInput = CreateCouponRequest;

/** `PATCH /api/admin/coupons/:id`: any term but the code, which never changes. */
export type CouponChange = Omit<ChangeCouponRequest, "code">;

/** A coupon as the list and every write answer it (the server's contract): its terms and what it has given so far, net of cancelled orders. */
export type Coupon = CouponAnswer;
