import type { StoredEvent } from '../../events/index.js';
import { orderStatuses, type LifecycleStatus, type OrderEvent } from '../../events/orders.js';

export interface TimelineStep {
  readonly status: LifecycleStatus;
  /** When the order last reached this status; null when it has not, was moved back before it, or skipped it. */
  readonly reachedAt: string | null;
}

/** The states beyond the five, each reached only through its own event. */
const endStates = ['cancelled', 'returning', 'returned'] as const;

/**
 * placed → confirmed → packed → shipped → delivered, from the order's own events. An admin may move an order back
 * (a mistake corrected): the steps after the status it went back to are no longer reached, and reaching one again
 * shows the new time. The five steps are always there; a cancellation, a return and its receipt are steps of their
 * own, after them, shown only once reached (a cancelled order's later steps stay open: it never reached them).
 */
export function statusTimeline(events: readonly Pick<StoredEvent, 'type' | 'data'>[]): TimelineStep[] {
  const reached = new Map<LifecycleStatus, string>();
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    switch (event.type) {
      case 'OrderPlaced':
        reached.clear();
        reached.set('placed', event.data.placedAt);
        break;
      case 'OrderStatusChanged': {
        const to = orderStatuses.indexOf(event.data.to);
        for (const status of orderStatuses.slice(to + 1)) reached.delete(status);
        reached.set(event.data.to, event.data.changedAt);
        break;
      }
      case 'OrderCancelled':
        reached.set('cancelled', event.data.cancelledAt);
        break;
      case 'OrderReturnStarted':
        reached.set('returning', event.data.at);
        break;
      case 'OrderReturnReceived':
        reached.set('returned', event.data.receivedAt);
        break;
    }
  }
  const ends = endStates.filter((status) => reached.has(status));
  return [...orderStatuses, ...ends].map((status) => ({ status, reachedAt: reached.get(status) ?? null }));
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
