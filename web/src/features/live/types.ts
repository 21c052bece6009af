/** What the server pushes to admins over socket.io (only admins receive anything). Money is a decimal string. */

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

export type LiveEvent =
  | { type: "order:placed"; payload: OrderPlacedNotice }
  | { type: "order:status-changed"; payload: OrderStatusNotice }
  | { type: "order:deleted"; payload: OrderDeletedNotice }
  | { type: "stats:updated"; payload: StatsNotice }
  | { type: "notification:created"; payload: NotificationNotice }
  /** The feed (re)connected: anything may have happened while it was down, so views should read again. */
  | { type: "resync" };

export type LiveStatus = "connecting" | "connected" | "disconnected";
