import type { StoredEvent } from '../../events/index.js';
import { orderStatuses, type LifecycleStatus, type OrderEvent } from '../../events/orders.js';

export interface TimelineStep {
  readonly status: LifecycleStatus;
  /** When the order first reached this status; null when it has not, was moved back before it, or skipped it. */
  readonly reachedAt: string | null;
}

/** The states beyond the five, each reached only through its own event. */
const endStates = ['cancelled', 'returning', 'returned'] as const;

/**
 * placed → confirmed → packed → shipped → delivered, from the order's own events. Each step shows the time it was
 * first reached: that is when its shopper was told of it. An admin may move an order back (a mistake corrected):
 * the steps after the status it went back to are open again until reached again, and then show their first time
 * again, as a correction and a step reached again tell her nothing new (OrderStatusChanged). The five steps are
 * always there; a cancellation, a return and its receipt are steps of their own, after them, shown only once reached
 * (a cancelled order's later steps stay open: it never reached them).
 */
export function statusTimeline(events: readonly Pick<StoredEvent, 'type' | 'data'>[]): TimelineStep[] {
  const firstReached = new Map<LifecycleStatus, string>();
  // The five statuses up to this one are reached now (its index in orderStatuses).
  let current = -1;
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    switch (event.type) {
      case 'OrderPlaced':
        firstReached.clear();
        firstReached.set('placed', event.data.placedAt);
        current = 0;
        break;
      case 'OrderStatusChanged':
        if (!firstReached.has(event.data.to)) firstReached.set(event.data.to, event.data.changedAt);
        current = orderStatuses.indexOf(event.data.to);
        break;
      case 'OrderCancelled':
        firstReached.set('cancelled', event.data.cancelledAt);
        break;
      case 'OrderReturnStarted':
        firstReached.set('returning', event.data.at);
        break;
      case 'OrderReturnReceived':
        firstReached.set('returned', event.data.receivedAt);
        break;
    }
  }
  const steps = orderStatuses.map((status, index) => ({ status, reachedAt: index <= current ? (firstReached.get(status) ?? null) : null }));
  const ends = endStates.filter((status) => firstReached.has(status)).map((status) => ({ status, reachedAt: firstReached.get(status)! }));
  return [...steps, ...ends];
}

/** One status an order reached, and when. */
export interface StatusChange {
  readonly status: LifecycleStatus;
  readonly at: string;
}

/** Every status the order reached, in the order it reached them (a move back and the way forward again included). */
export function statusChanges(events: readonly Pick<StoredEvent, 'type' | 'data'>[]): StatusChange[] {
  const changes: StatusChange[] = [];
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    switch (event.type) {
      case 'OrderPlaced':
        changes.push({ status: 'placed', at: event.data.placedAt });
        break;
      case 'OrderStatusChanged':
        changes.push({ status: event.data.to, at: event.data.changedAt });
        break;
      case 'OrderCancelled':
        changes.push({ status: 'cancelled', at: event.data.cancelledAt });
        break;
      case 'OrderReturnStarted':
        changes.push({ status: 'returning', at: event.data.at });
        break;
      case 'OrderReturnReceived':
        changes.push({ status: 'returned', at: event.data.receivedAt });
        break;
    }
  }
  return changes;
}
