import type pg from 'pg';
import { FoldCache, Refusal, systemActor, type EventStore } from '../../events/index.js';
import type { Logger } from '../../infra/logger.js';
import { readSetting } from '../../projections/settings/index.js';
import { cancelOrder } from './manage-orders.js';
import { productForOrder, type ProductForOrder } from './product-stock.decider.js';

/** The queue of the store's check for orders nobody confirmed in time; pg-boss queues one run a minute. */
export const unconfirmedOrdersQueue = 'unconfirmed-orders';
export const unconfirmedOrdersSchedule = '* * * * *';

/**
 * Orders cancelled in one run at most. A backlog (the setting just lowered) drains over a few minutes instead of one
 * run holding the store's connections; the read of a run costs the same whatever the size of the store.
 */
const runLimit = 200;

export interface UnconfirmedOrdersDeps {
  readonly store: EventStore;
  readonly pool: pg.Pool;
  readonly products: FoldCache<ProductForOrder>;
  readonly logger: Logger;
}

/**
 * Cancels (reason `unconfirmed`, by the store) the placed orders older than setting `unconfirmedCancelHours`; 0, the
 * default, never does. The read model only nominates them: the decider decides each from the order's stream (still
 * placed, old enough), so a run that overlaps another, on this instance or another, or that reads a read model
 * behind the log, cancels nothing twice and nothing that was confirmed meanwhile. Returns how many it cancelled.
 */
export async function cancelUnconfirmedOrders(deps: UnconfirmedOrdersDeps, now = new Date()): Promise<number> {
  const hours = Number(await readSetting(deps.pool, 'unconfirmedCancelHours'));
  if (!Number.isFinite(hours) || hours <= 0) return 0;
  const placedBefore = new Date(now.getTime() - hours * 60 * 60 * 1000);
  // orders_status_newest (status, created_at desc, order_number desc) serves this read, oldest first.
  const due = await deps.pool.query<{ id: string; order_number: number }>(
    `select id, order_number from orders where status = 'placed' and created_at <= $1
     order by created_at, order_number limit $2`,
    [placedBefore.toISOString(), runLimit],
  );
  let cancelled = 0;
  let failure: unknown;
  for (const order of due.rows) {
    try {
      const { append } = await cancelOrder(
        deps.store,
        deps.products,
        order.id,
        { reason: 'unconfirmed', note: null, by: 'system' },
        { actor: systemActor, correlationId: `unconfirmed-${order.id}` },
      );
      if (append) cancelled += 1;
    } catch (error) {
      // Confirmed, cancelled or deleted since the read model said otherwise: nothing to do.
      if (error instanceof Refusal) continue;
      // One order's failure does not hold up the others; the run fails after them, and the next tick tries again.
      failure ??= error;
      deps.logger.warn('cancelling an unconfirmed order failed', { orderNumber: order.order_number, error });
    }
  }
  if (cancelled > 0) deps.logger.info('unconfirmed orders cancelled', { cancelled, hours });
  if (failure) throw failure;
  return cancelled;
}

/** The check as the job queue runs it: its queue, its schedule and its handler, with the products' fold cache. */
export function unconfirmedOrdersJob(deps: Omit<UnconfirmedOrdersDeps, 'products'>) {
  const products = new FoldCache(deps.store, productForOrder);
  return {
    queue: unconfirmedOrdersQueue,
    schedule: unconfirmedOrdersSchedule,
    run: async () => {
      await cancelUnconfirmedOrders({ ...deps, products });
    },
  };
}
