import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/** The most notifications one read mark names; "mark all" over more appends several. */
export const maxNotificationsPerRead = 200;

/**
 * A shopper read some of her notifications (one opened, or "mark all read"). Her notifications themselves are not
 * events: each is derived from an event about her order (see projections/shopper-notifications), so only what she
 * did with them is recorded. The ids are the notifications', which the read model derives from those events.
 */
export const ShopperNotificationsRead = defineEvent(
  'ShopperNotificationsRead',
  z.object({
    userId: z.uuid(),
    notificationIds: z.array(z.uuid()).min(1).max(maxNotificationsPerRead),
    readAt: z.string(),
  }),
);

export const shopperNotificationEvents = [ShopperNotificationsRead] as const;
export type ShopperNotificationEvent = EventOf<typeof shopperNotificationEvents>;

/** One stream per shopper for what she read. */
export const shopperNotificationsStreamId = (userId: string) => `shopper-notifications-${userId}`;
