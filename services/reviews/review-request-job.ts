import type pg from 'pg';
import type { PoolClient } from 'pg';
import { handle, loadStream, systemActor, type EventStore, type StoredEvent } from '../../events/index.js';
import { orderStreamId, type OrderStatusChanged } from '../../events/orders.js';
import { uuidFromText } from '../../infra/derived-ids.js';
import type { JobOptions } from '../../infra/jobs.js';
import type { Migration } from '../../infra/migrate.js';
import { checkpointAtLogEnd } from '../../projections/engine/checkpoints.js';
import { defineProjection, type Projection } from '../../projections/engine/projection.js';
import { listShopProductSlugs } from '../../projections/reviews/index.js';
import { keptProducts, orderForRequestFold, requestReviewsDecider } from './review-request.decider.js';

/**
 * Asking her for reviews some days after her order was delivered: a reactor queues, when it sees the delivery, a job
 * that starts that much later (pg-boss's start time); the job decides from the log whether to ask, and the question
 * is an event (ReviewRequested), from which the mail reactor writes to her and the shopper notifications tell her.
 */

export const reviewRequestsQueue = 'review-requests';
/** The reactor's name, which is also its checkpoint's. */
export const reviewRequestsReactorName = 'review_requests';

/** A delivered order to ask about, once its time comes. */
export interface ReviewRequestJob {
  readonly orderId: string;
}

/** What the reactor needs of the job queue (infra/jobs.ts provides it). */
export interface ReviewRequestJobs {
  insertInTransaction(client: PoolClient, queue: string, jobs: ReadonlyArray<{ data: object; options: JobOptions }>): Promise<void>;
}

type StatusChange = (typeof OrderStatusChanged)['schema']['_output'];

/**
 * Watches the log for orders moved to delivered and queues, in the transaction that moves its checkpoint, one job
 * per such move (its id made from the event's position, so queueing it twice is one job) to run `delaySeconds` after
 * the delivery. No tables, never rebuilt: a replay would ask nobody twice (the request's stream is written once),
 * but there is no reason to queue the jobs again.
 */
export function reviewRequestsReactor(jobs: ReviewRequestJobs, options: { readonly delaySeconds: number }): Projection {
  return defineProjection({
    name: reviewRequestsReactorName,
    handles: ['OrderStatusChanged'],
    tables: [],
    migrations: [],
    async apply(client, events) {
      const queued = events.flatMap((event: StoredEvent) => {
        const change = event.data as StatusChange;
        if (change.to !== 'delivered' || change.from === 'delivered') return [];
        const key = `review-requests:${event.globalPosition}`;
        const data: ReviewRequestJob = { orderId: change.orderId };
        const startAfter = new Date(Date.parse(change.changedAt) + options.delaySeconds * 1000);
        return [
          {
            data,
            options: { id: uuidFromText(key), singletonKey: key, startAfter, retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
          },
        ];
      });
      if (queued.length > 0) await jobs.insertInTransaction(client, reviewRequestsQueue, queued);
    },
  });
}

/**
 * The reactor starts where the log stands when this migration runs: the orders delivered before it are not asked
 * about all at once by a store upgraded to this version.
 */
export const reviewRequestsMigrations: readonly Migration[] = [
  {
    id: 'reviews:request-reactor:1',
    sql: checkpointAtLogEnd(reviewRequestsReactorName),
  },
];

/** The job: asks her about the order if it still calls for it. Returns whether she was asked. */
export async function requestReviews(deps: { store: EventStore; pool: pg.Pool }, job: ReviewRequestJob, now = new Date()): Promise<boolean> {
  const { state: order } = await loadStream(deps.store, orderForRequestFold, orderStreamId(job.orderId));
  if (!order.placed || !order.delivered) return false;
  const slugs = await listShopProductSlugs(deps.pool, keptProducts(order).map((line) => line.productId));
  const handled = await handle(
    deps.store,
    requestReviewsDecider,
    { orderId: job.orderId, slugs, now },
    { actor: systemActor, correlationId: `review-request-${job.orderId}` },
  );
  return handled.result;
}

