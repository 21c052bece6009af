import type { Message } from "../types";

/**
 * The audit area's plain words: a sentence for each event of the accounts, address books, wishlists, reviews,
 * back-in-stock alerts and store credit; the internal events' switch; what the seal's position and count mean.
 */
export const auditPlainEn = {
  "audit.subject.unknown": "an account",

  "audit.event.UserRegistered.erased": "{name} registered",
  "audit.event.EmailClaimed.erased": "An email claimed ({who})",
  "audit.event.UserRoleChanged": "{actor} changed the role of {user} from {from} to {to}",
  "audit.event.UserRoleChanged.auditor": "{actor} made {user} an auditor",
  "audit.event.UserRoleChanged.admin": "{actor} made {user} an administrator",
  "audit.event.UserRoleChanged.customer": "{actor} took the staff role from {user} (now a customer)",
  "audit.event.UserRenamed": "Account name changed to “{name}”",
  "audit.event.UserRenamed.erased": "An account's name changed ({who})",
  "audit.event.PasswordChanged": "Password changed for {user}",
  "audit.event.ShopperNotificationsRead": "{user} read {notifications} notification(s)",
  "audit.event.AddressSaved": "{user} saved a delivery address in {city}",
  "audit.event.AddressRevised": "{user} edited a delivery address, now in {city}",
  "audit.event.DefaultAddressChosen": "{user} chose a default delivery address",
  "audit.event.AddressRemoved": "{user} removed a delivery address",
  "audit.event.WishlistItemAdded": "{user} added a product to the wishlist",
  "audit.event.WishlistItemRemoved": "{user} took a product off the wishlist",
  "audit.event.ReviewWritten": "{user} reviewed a product: {rating} of 5 stars, with a comment",
  "audit.event.ReviewWritten.noComment": "{user} rated a product {rating} of 5 stars",
  "audit.event.ReviewHidden": "{actor} hid a review by {user} ({rating} of 5 stars)",
  "audit.event.ReviewRequested": "{user} was asked to review what order #{orderNumber} held",
  "audit.event.StockAlertRequested": "{user} asked to be told when a sold-out item is back",
  "audit.event.StockAlertCancelled": "{user} no longer waits for a sold-out item",
  "audit.event.StockAlertFired": "“{product}” is back in stock: {user} was told",
  "audit.event.StoreCreditAdded": "{amount} AED store credit for {user} from credit note {creditNoteNumber}; balance {balance} AED",
  "audit.event.StoreCreditAdded.goodwill": "{actor} gave {user} {amount} AED store credit as goodwill; balance {balance} AED",
  "audit.event.StoreCreditSpent": "Order #{orderNumber} used {amount} AED of {user}'s store credit; balance {balance} AED",
  "audit.event.StoreCreditRestored": "Order #{orderNumber} cancelled: {amount} AED back to {user}'s store credit; balance {balance} AED",

  "audit.log.showInternal": "Show internal events",
  "audit.log.showInternalHint": "Bookkeeping the store writes beside what happened: claimed emails, addresses and numbers, retry keys, stock held for orders, cash-on-delivery tallies.",

  "audit.seal.explained": {
    one: "The seal covers the first event of the log, at position {position}.",
    other:
      "The seal covers the first {count} events of the log, up to position {position}. Positions are the log's own numbers and skip numbers that were never committed, so the last position can be higher than the count of events.",
  },
} as const satisfies Record<string, Message>;
