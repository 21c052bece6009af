import type { MessageKey } from "@/lib/i18n";
import type { CouponKind } from "../types";

export const kindLabel: Record<CouponKind, MessageKey> = {
  percent: "couponsAdmin.kind.percent",
  amount: "couponsAdmin.kind.amount",
  free_delivery: "couponsAdmin.kind.free_delivery",
};

/** A percentage as people write it: "10.00" → "10", "12.50" → "12.5". */
export const percentText = (value: string): string => (value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value);
