import type { Message } from "../types";

/**
 * Delivery fees, the free-delivery threshold and coupons as the shopper meets them (ADR 066): the header's strip, the
 * summary's lines in the cart and at checkout, the coupon field and why a code is refused, and the amounts of a
 * placed order. Amounts arrive formatted as prices (`{amount}` in the strip is a bare number, as in the spec's text);
 * `{date}` as a date. Merged by `en.ts`.
 */
export const deliveryCouponsEn = {
  "header.freeDelivery": "Free Delivery on Orders Over {amount} AED",

  "delivery.remaining": "Add {amount} more for free delivery",
  "delivery.qualifies": "Your order qualifies for free delivery",

  "orderAmounts.discount": "Discount ({code})",
  "orderAmounts.discountPlain": "Discount",
  "orderAmounts.deliveryFee": "Delivery fee",
  "orderAmounts.free": "Free",
  "orderAmounts.deliveryUpTo": "At most this, depending on the emirate",
  "orderAmounts.eta": { one: "{min}–{count} day", other: "{min}–{count} days" },
  "orderAmounts.etaExact": { one: "{count} day", other: "{count} days" },
  "orderAmounts.etaSameDay": "Same day",

  "coupon.label": "Coupon code",
  "coupon.apply": "Apply",
  "coupon.applying": "Checking…",
  "coupon.remove": "Remove",
  "coupon.removeLabel": "Remove the coupon {code}",
  "coupon.applied": "Coupon {code} applied",
  "coupon.required": "Enter a coupon code first.",
  "coupon.failed": "We could not check this code just now. Please try again.",
  "coupon.reason.unknown": "There is no coupon with the code {code}. Check the code and try again.",
  "coupon.reason.inactive": "The coupon {code} cannot be used at the moment.",
  "coupon.reason.not_started": "The coupon {code} can be used from {date}.",
  "coupon.reason.expired": "The coupon {code} has expired.",
  "coupon.reason.used_up": "The coupon {code} has been used as many times as it allows.",
  "coupon.reason.min_subtotal": "The coupon {code} is for orders of {minSubtotal} or more. Add {difference} more to use it.",
  "coupon.reason.min_subtotal_short": "The coupon {code} is for orders of {minSubtotal} or more.",
  "coupon.reason.already_used": "You have already used the coupon {code}.",
  "coupon.reason.other": "The coupon {code} cannot be used on this order.",
} as const satisfies Record<string, Message>;
