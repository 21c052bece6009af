import type { Message } from "../types";

/**
 * Edits before dispatch (ADR 067) as the shopper meets them: changing her order's address, her notice that staff
 * changed its items, and the refusals. Merged by `en.ts`.
 */
export const orderEditsEn = {
  "orderAddress.open": "Change address",
  "orderAddress.title": "Change the delivery address",
  "orderAddress.description": "You can change where your order goes until it is packed. The delivery fee stays as it is.",
  "orderAddress.save": "Save address",
  "orderAddress.cancel": "Keep the current address",
  "orderAddress.done": "The delivery address of your order is changed.",
  "orderAddress.failed": "The address could not be changed. Please try again.",
  "notifications.orderEdited": "We changed the items of your order #{number}. The new total is {total} (it was {before}).",
  "error.code.too_late_to_edit": "This order is already being prepared, so it can no longer be changed.",
  "error.code.address_emirate_changed":
    "The new address must be in the same emirate as the order: delivery there was priced for it. To send it to another emirate, cancel the order and order again.",
  "error.code.order_items_required": "An order keeps at least one item. To remove everything, cancel the order instead.",
} as const satisfies Record<string, Message>;
