import type { Message } from "../types";

/**
 * Back-in-stock alerts on the product page (ADR 060): a sold-out size offers to tell her when it is back, says so
 * while she waits, and invites a visitor to sign in; and the notification she gets when it is back. `{variant}` is
 * the size and colour as the page names them, `{product}` the product's name. Merged by `en.ts`.
 */
export const stockAlertsEn = {
  "stockAlerts.title": "Sold out for now",
  "stockAlerts.notify": "Notify me when it's back",
  "stockAlerts.waiting": "We'll let you know when it's back.",
  "stockAlerts.stop": "Stop waiting",
  "stockAlerts.visitor": "Sold out in your size? Sign in and we'll tell you when it's back.",
  "stockAlerts.signIn": "Sign in",
  "stockAlerts.started": "We'll let you know",
  "stockAlerts.startedBody": "When {variant} is back, you'll get an email and a notification.",
  "stockAlerts.stopped": "You are no longer waiting for {variant}.",
  "stockAlerts.inStock": "Good news: this size is back in stock, you can order it now.",
  "stockAlerts.failed": "That did not work. Please try again.",
  "account.notifications.backInStock": "{product} ({variant}) is back in stock. Order it before it sells out again.",
  "account.notifications.backInStockOneSize": "{product} is back in stock. Order it before it sells out again.",
} as const satisfies Record<string, Message>;
