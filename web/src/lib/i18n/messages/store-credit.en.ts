import type { Message } from "../types";

/**
 * Store credit (ADR 067): the checkout's option to spend it, what an order took of it and what is left to pay at the
 * door, and her account's balance and movements. Amounts arrive formatted as prices. Merged by `en.ts`.
 */
export const storeCreditEn = {
  "storeCredit.use": "Use my store credit",
  "storeCredit.available": "You have {amount} in store credit.",
  "storeCredit.applied": "Store credit",
  "storeCredit.amountDue": "To pay on delivery",
  "storeCredit.paidInFull": "Your store credit covers this order: nothing to pay on delivery.",
  "storeCredit.orderTotal": "Order total",
  "storeCredit.orderCredit": "Paid with store credit",
  "storeCredit.nav": "Store credit",
  "storeCredit.title": "Store credit",
  "storeCredit.balance": "Your balance",
  "storeCredit.balanceHint": "Spend it at checkout: tick “Use my store credit” and it comes off what you pay on delivery.",
  "storeCredit.movements": "Movements",
  "storeCredit.empty": "No store credit yet. Refunds you choose to take as store credit appear here.",
  "storeCredit.kind.added": "Added",
  "storeCredit.kind.spent": "Spent",
  "storeCredit.kind.restored": "Given back",
  "storeCredit.source.return": "Refund of a return (credit note {note})",
  "storeCredit.source.returnNoNote": "Refund of a return",
  "storeCredit.source.goodwill": "From our team",
  "storeCredit.onOrder": "Order #{number}",
  "storeCredit.restoredOrder": "Order #{number} cancelled",
  "storeCredit.balanceAfter": "Balance {amount}",
  "storeCredit.more": "Show more",
  "storeCredit.loadFailed": "Your store credit could not be loaded.",
} as const satisfies Record<string, Message>;
