import type { Queryable } from '../../events/index.js';
import { everyPage } from '../../infra/http/paging.js';
import { listShopperNotifications } from '../../projections/shopper-notifications/index.js';
import type { ShopperNotificationAnswer } from './schemas.js';

/** Every notification she was sent, read or not, for her data export: newest first. */
export function notificationsOf(db: Queryable, userId: string): Promise<ShopperNotificationAnswer[]> {
  return everyPage(
    (after: readonly [string, string] | null, limit) => listShopperNotifications(db, userId, { limit, after }),
    (notification) => [notification.createdAt, notification.id] as const,
  );
}
