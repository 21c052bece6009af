import type { StoredEvent } from '../../events/index.js';
import { orderStatuses, type OrderEvent, type OrderStatus } from '../../events/orders.js';

export interface TimelineStep {
  readonly status: OrderStatus;
  /** When the order last reached this status; null when it has not, was moved back before it, or skipped it. */
  readonly reachedAt: string | null;
}

/**
 * placed → confirmed → packed → shipped → delivered, from the order's own events. An admin may move an order back
 * (a mistake corrected): the steps after the status it went back to are no longer reached, and reaching one again
 * shows the new time.
 */
export function statusTimeline(events: readonly Pick<StoredEvent, 'type' | 'data'>[]): TimelineStep[] {
  const reached = new Map<OrderStatus, string>();
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    if (event.type === 'OrderPlaced') {
      reached.clear();
      reached.set('placed', event.data.placedAt);
    } else if (event.type === 'OrderStatusChanged') {
      const to = orderStatuses.indexOf(event.data.to);
      for (const status of orderStatuses.slice(to + 1)) reached.delete(status);
      reached.set(event.data.to, event.data.changedAt);
    }
  }
  return orderStatuses.map((status) => ({ status, reachedAt: reached.get(status) ?? null }));
}
