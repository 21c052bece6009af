/**
 * What the server pushes over socket.io: the back office's feed to admins, and to a shopper only her own orders' status
 * changes and her notifications. Money is a decimal string.
 */

export interface OrderPlacedNotice {
  id: string;
  orderNumber: number;
  shippingName: string;
  status: string;
  totalAmount: string;
  createdAt: string;
}

export interface OrderStatusNotice {
  id: string;
  orderNumber: number;
  status: string;
  /** Sent to the order's shopper. */
  changedAt?: string;
}

export interface OrderDeletedNotice {
  id: string;
  orderNumber: number;
}

/** The dashboard figures without the daily series, sent whenever they change. */
export interface StatsNotice {
  totalProducts: number;
  totalOrders: number;
  totalRevenue: string;
  totalCustomers: number;
  recentOrders: OrderPlacedNotice[];
}

export interface NotificationNotice {
  id: string;
  message: string;
  createdAt: string;
  isRead?: boolean;
}

/** A new notification of the signed-in shopper: a kind and its values, put into words by the web. */
export interface ShopperNotificationNotice {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  isRead: boolean;
  createdAt: string;
}

export type LiveEvent =
  | { type: "order:placed"; payload: OrderPlacedNotice }
  | { type: "order:status-changed"; payload: OrderStatusNotice }
  | { type: "order:deleted"; payload: OrderDeletedNotice }
  | { type: "stats:updated"; payload: StatsNotice }
  | { type: "notification:created"; payload: NotificationNotice }
  | { type: "account:notification"; payload: ShopperNotificationNotice }
  /** The shopper read these notifications (in this tab or another). */
  | { type: "account:notifications-read"; payload: { ids: string[] } }
  /** The feed (re)connected: anything may have happened while it was down, so views should read again. */
  | { type: "resync" };

export type LiveStatus = "connecting" | "connected" | "disconnected";
