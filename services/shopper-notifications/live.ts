import { announcesStep, stateChangeOf, type OrderStatusChanged } from '../../events/orders.js';
import type { Queryable } from '../../events/index.js';
import type { LivePublisher } from '../../infra/live-publishers.js';
import { notificationIdFor, shopperNotificationsByIds } from '../../projections/shopper-notifications/index.js';
import type { NotificationsReadPayload, ShopperNotificationAnswer } from './schemas.js';

type OrderStatusChangedData = (typeof OrderStatusChanged)['schema']['_output'];

/** New notifications, and read marks (so her other tabs' bells agree), to the shopper they concern. */
export function shopperNotificationsLivePublishers(db: Queryable): readonly LivePublisher[] {
  return [
    {
      projection: 'shopper_notifications',
      async publish(events, audience) {
        const created: string[] = [];
        for (const stored of events) {
          // A move of her order, or a size she waited for back in stock (ADR 060). A correction of its status, or a
          // step reached again after one, made no notification (OrderStatusChanged): nothing to look for.
          const quiet = stored.type === 'OrderStatusChanged' && !announcesStep(stored.data as OrderStatusChangedData);
          // A request for reviews some days after a delivery makes one too.
          const standalone = stored.type === 'StockAlertFired' || stored.type === 'ReviewRequested';
          if ((stateChangeOf(stored) && !quiet) || standalone) created.push(notificationIdFor(stored.streamId, stored.streamVersion));
          if (stored.type === 'ShopperNotificationsRead') {
            const { userId, notificationIds } = stored.data as { userId: string; notificationIds: string[] };
            audience.toUser(userId, 'account:notifications-read', { ids: notificationIds } satisfies NotificationsReadPayload);
          }
        }
        for (const { userId, ...notification } of await shopperNotificationsByIds(db, created)) {
          audience.toUser(userId, 'account:notification', notification satisfies ShopperNotificationAnswer);
        }
      },
    },
  ];
}
