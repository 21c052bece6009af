import type {
  AdminNotificationAnswer,
  NotificationsReadPayload,
  OrderDeletedPayload,
  OrderPlacedPayload,
  OrderStatusChangedPayload,
  OrderUpdatedPayload,
  ShopperNotificationAnswer,
  ReturnStatusChangedPayload,
  ShopperOrderStatusChangedPayload,
  StatsPayload,
} from "@/lib/contracts";

/**
 * What the server pushes over socket.io: the back office's feed to admins, and to a shopper only her own orders' status
 * changes and her notifications. The payloads are the server's contracts (services/orders, services/shopper-notifications).
 */

export type OrderPlacedNotice = OrderPlacedPayload;
/** To admins without `changedAt`; to the order's shopper with it. */
export type OrderStatusNotice = OrderStatusChangedPayload & Partial<Pick<ShopperOrderStatusChangedPayload, "changedAt">>;
export type OrderDeletedNotice = OrderDeletedPayload;
/** Something on an order changed without a change of state (a call, a shipment, an attempt): its page reads it again. */
export type OrderUpdatedNotice = OrderUpdatedPayload;
/** The dashboard figures without the daily series, sent whenever they change. */
export type StatsNotice = StatsPayload;
export type NotificationNotice = AdminNotificationAnswer;
/** A new notification of the signed-in shopper: a kind and its values, put into words by the web. */
export type ShopperNotificationNotice = ShopperNotificationAnswer;

export type LiveEvent =
  | { type: "order:placed"; payload: OrderPlacedNotice }
  | { type: "order:status-changed"; payload: OrderStatusNotice }
  | { type: "order:updated"; payload: OrderUpdatedNotice }
  | { type: "order:deleted"; payload: OrderDeletedNotice }
  | { type: "stats:updated"; payload: StatsNotice }
  | { type: "notification:created"; payload: NotificationNotice }
  | { type: "account:notification"; payload: ShopperNotificationNotice }
  /** The shopper read these notifications (in this tab or another). */
  | { type: "account:notifications-read"; payload: NotificationsReadPayload }
  /** A return was asked for or moved on (ADR 067): to its shopper and to admins. */
  | { type: "return:status-changed"; payload: ReturnStatusChangedPayload }
  /** The feed (re)connected: anything may have happened while it was down, so views should read again. */
  | { type: "resync" };

export type LiveStatus = "connecting" | "connected" | "disconnected";
