import type { Decider } from '../../events/index.js';
import { maxNotificationsPerRead, type ShopperNotificationEvent } from '../../events/shopper-notifications.js';

export type MarkReadCommand = {
  readonly type: 'MarkRead';
  readonly userId: string;
  /** Notifications already known to be hers (the caller checked them against the read model). */
  readonly notificationIds: readonly string[];
  readonly now: Date;
};

export type ReadMarksState = { readonly read: ReadonlySet<string> };

/** A shopper's read marks, one stream per shopper. Marking what she already read records nothing. */
export const readMarksDecider: Decider<MarkReadCommand, ShopperNotificationEvent, ReadMarksState> = {
  streamType: 'shopper-notifications',
  initialState: () => ({ read: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'ShopperNotificationsRead':
        return { read: new Set([...state.read, ...event.data.notificationIds]) };
    }
  },
  decide(command, state) {
    const unread = [...new Set(command.notificationIds)].filter((id) => !state.read.has(id));
    const events: ShopperNotificationEvent[] = [];
    for (let start = 0; start < unread.length; start += maxNotificationsPerRead) {
      events.push({
        type: 'ShopperNotificationsRead',
        data: {
          userId: command.userId,
          notificationIds: unread.slice(start, start + maxNotificationsPerRead),
          readAt: command.now.toISOString(),
        },
      });
    }
    return events;
  },
};
