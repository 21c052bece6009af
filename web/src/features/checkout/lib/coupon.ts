import { ApiError } from "@/lib/api-client";
import type { Formatters, MessageKey } from "@/lib/i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Why the store refused a coupon code (409 `coupon_invalid`, ADR 066), with the figures its text needs. */
export interface CouponRefusal {
  reason: string;
  params: Record<string, string | number>;
}

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
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== "coupon_invalid") return null;
  let reason = "";
  try {
    const body = JSON.parse(error.body) as { reason?: unknown };
    if (typeof body.reason === "string") reason = body.reason;
  } catch {
    // The code alone says the coupon was refused; the text then says it cannot be used on this order.
  }
  return { reason, params: error.params ?? {} };
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
