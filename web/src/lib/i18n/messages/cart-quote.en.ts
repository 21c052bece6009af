import type { Message } from "../types";

/** The cart checked against the store: English texts, merged into the main catalogue by `en.ts`. */
export const cartQuoteEn = {
  "cartQuote.priceChanged": "Price changed (was {price})",
  "cartQuote.clampedStock": {
    one: "Only {count} left, so the quantity is now {count}.",
    other: "Only {count} left, so the quantity is now {count}.",
  },
  "cartQuote.clampedLimit": "One order can hold at most {count} of one item, so the quantity is now {count}.",
  "cartQuote.unavailable": "No longer available",
  "cartQuote.variantGone": "This size or colour is no longer sold",
  "cartQuote.outOfStock": "Out of stock",
  "cartQuote.removeToContinue": "Remove it to continue.",
  "cartQuote.blocked": "Some items can no longer be ordered. Remove them to continue.",
  "cartQuote.checkFailed": "We could not check your cart with the store just now; it will be checked when you order.",
} as const satisfies Record<string, Message>;
