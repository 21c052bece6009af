import type { Message } from "../types";

/** What delivery costs and how long it takes (ADR 066), in the back office. Admin texts only (`admin-en.ts`). */
export const adminDeliveryEn = {
  "admin.nav.delivery": "Delivery fees",

  "deliveryAdmin.title": "Delivery fees",
  "deliveryAdmin.intro": "Set what delivery to each emirate costs, how many days it takes, and above which amount it is free.",
  "deliveryAdmin.loading": "Loading the delivery fees...",
  "deliveryAdmin.loadFailed": "The delivery fees could not be loaded.",

  "deliveryAdmin.zonesTitle": "Fees and delivery times by emirate",
  "deliveryAdmin.zonesDescription": "Shoppers see the fee and the days for the emirate of their address at checkout. Times are in whole days, from 0 to 60.",
  "deliveryAdmin.changedAt": "Last changed {date}",
  "deliveryAdmin.never": "Never changed: delivery is free everywhere and takes 1 to 3 days.",
  "deliveryAdmin.fee": "Delivery fee (AED)",
  "deliveryAdmin.etaMin": "Fastest (days)",
  "deliveryAdmin.etaMax": "Slowest (days)",
  "deliveryAdmin.threshold": "Free delivery on orders from (AED)",
  "deliveryAdmin.thresholdHint": "Compared with the goods after any coupon discount. Leave it empty for no free delivery.",
  "deliveryAdmin.noThreshold": "No free delivery",

  "deliveryAdmin.save": "Save delivery fees",
  "deliveryAdmin.saving": "Saving delivery fees...",
  "deliveryAdmin.reset": "Back to the fees in force",
  "deliveryAdmin.saved": "Delivery fees saved",
  "deliveryAdmin.fix": "Correct the marked fields.",

  "deliveryAdmin.error.fee": "Enter an amount in AED, e.g. 15 or 12.50 (0 for free delivery)",
  "deliveryAdmin.error.days": "Enter a whole number of days from 0 to 60",
  "deliveryAdmin.error.minAboveMax": "The fastest time cannot be longer than the slowest",
  "deliveryAdmin.error.threshold": "Enter an amount in AED above 0, e.g. 500, or leave it empty for no free delivery",
  "deliveryAdmin.error.invalid": "The store did not accept these delivery fees. Check them and try again.",
} as const satisfies Record<string, Message>;
