import { reasonedRefusalOf, type ReasonedRefusal } from "./refusal";
import type { Formatters, MessageKey } from "@/lib/i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Why the store refused a coupon code (409 `coupon_invalid`, ADR 066), with the figures its text needs. */
export type CouponRefusal = ReasonedRefusal;

/** A code as the store matches it: without spaces around it, in capitals (it is matched without regard to case). */
export const normaliseCouponCode = (typed: string) => typed.trim().toUpperCase();

const reasonTexts: Partial<Record<string, MessageKey>> = {
  unknown: "coupon.reason.unknown",
  inactive: "coupon.reason.inactive",
  not_started: "coupon.reason.not_started",
  expired: "coupon.reason.expired",
  used_up: "coupon.reason.used_up",
  min_subtotal: "coupon.reason.min_subtotal",
  already_used: "coupon.reason.already_used",
};

/** A quote or an order refused for its coupon: the reason and figures; null for any other failure. */
export function couponRefusalOf(error: unknown): CouponRefusal | null {
  return reasonedRefusalOf(error, "coupon_invalid");
}

const isAmount = (value: unknown) => (typeof value === "string" || typeof value === "number") && Number.isFinite(Number(value));

/**
 * The refusal in her language (the store's texts, not the server's message): amounts as prices, a start date as a
 * date, and the code she typed when the answer does not name it.
 */
export function couponRefusalText(refusal: CouponRefusal, typedCode: string, t: Translate, format: Pick<Formatters, "price" | "date">): string {
  const params: Record<string, string | number> = { ...refusal.params, code: String(refusal.params.code ?? typedCode) };
  for (const name of ["minSubtotal", "difference"] as const) {
    if (isAmount(refusal.params[name])) params[name] = format.price(String(refusal.params[name]));
  }
  const startsAt = refusal.params.startsAt;
  if (typeof startsAt === "string" && !Number.isNaN(Date.parse(startsAt))) params.date = format.date(startsAt);

  let key = reasonTexts[refusal.reason] ?? "coupon.reason.other";
  if (key === "coupon.reason.min_subtotal" && params.difference === undefined) key = "coupon.reason.min_subtotal_short";
  if (key === "coupon.reason.min_subtotal_short" && params.minSubtotal === undefined) key = "coupon.reason.other";
  if (key === "coupon.reason.not_started" && params.date === undefined) key = "coupon.reason.inactive";
  return t(key, params);
}
