import type { Message } from "../types";

/**
 * Checkout's word when cash on delivery is not offered for her order (the store's COD rules), by reason, with what
 * she can do about it. Amounts arrive formatted as prices; `{emirate}` as the emirate's name. Merged by `en.ts`.
 */
export const codCheckEn = {
  "codCheck.title": "Cash on delivery is not available for this order",
  "codCheck.reason.customer_blocked": "Cash on delivery is not available for your account. Please contact us to place this order.",
  "codCheck.reason.emirate_unavailable": "Cash on delivery is not available in {emirate} at the moment. Please choose another delivery address.",
  "codCheck.reason.refusal_history": "Cash on delivery is not available because earlier deliveries were refused. Please contact us to place this order.",
  "codCheck.reason.below_minimum": "Cash on delivery starts at {minimum}. Add {difference} more to your basket.",
  "codCheck.reason.above_maximum": "Cash on delivery is available up to {maximum}. Remove {difference} from your basket or split it into two orders.",
  "codCheck.reason.new_customer_limit":
    "A first order paid on delivery can be up to {maximum}. Remove {difference} from your basket; the limit lifts after your first delivery.",
  "codCheck.reason.unknown": "Please contact us to place this order.",
} as const satisfies Record<string, Message>;
