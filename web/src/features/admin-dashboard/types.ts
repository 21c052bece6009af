import type { AdminNotificationAnswer, LowStockRowAnswer, OrderSummaryAnswer, StatsAnswer } from "@/lib/contracts";

/** `GET /api/admin/stats`, `/api/admin/notifications` and `/api/admin/low-stock`: the server's contracts. */
export type RecentOrder = OrderSummaryAnswer;
/** A day (YYYY-MM-DD in the store's time zone) of the last 30, oldest first. */
export type DailySales = StatsAnswer["daily"][number];
/** Every field may be missing (spec §2: each card reads 0 then). */
export type AdminStats = Partial<StatsAnswer>;
export type AdminNotification = AdminNotificationAnswer;
/** A variant below 5 units now. */
export type LowStockVariant = LowStockRowAnswer;
