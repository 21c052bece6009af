import type { AccountOrderAnswer, AccountOrderRowAnswer, OrderItemAnswer, ShopperNotificationAnswer } from "@/lib/contracts";

/** The shopper's account reads: the server's contracts (services/orders, services/shopper-notifications). */

/** A row of My orders (`GET /api/account/orders`). */
export type AccountOrderSummary = AccountOrderRowAnswer;
export type AccountOrderItem = OrderItemAnswer;
/** One step of the status timeline: when the order last reached it, or null when it has not (or was moved back). */
export type TimelineStep = AccountOrderAnswer["timeline"][number];
/** One of her orders (`GET /api/account/orders/:id`). */
export type AccountOrder = AccountOrderAnswer;
/** A notice to the shopper: a kind and its values, put into words in her language when shown. */
export type AccountNotification = ShopperNotificationAnswer;
