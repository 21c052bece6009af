import type pg from 'pg';
import type { PoolClient } from 'pg';
import { handle, systemActor, type EventStore, type StoredEvent } from '../../events/index.js';
import type { StockReserved } from '../../events/catalog.js';
import { findProduct } from '../../projections/catalog/index.js';
import { defineProjection, type Projection } from '../../projections/engine/projection.js';
import { crossedLowLine } from '../../rules/stock.js';
import { lowStockNoticeDecider } from './low-stock-notice.decider.js';
import { uuidFromText } from '../../infra/derived-ids.js';

export const lowStockQueue = 'low-stock';

export interface LowStockJob {
  readonly productId: string;
  readonly variantId: string;
  readonly remaining: number;
  /** The reservation's log position: one notice per crossing, even if the job runs twice. */
  readonly position: number;
}

/** Sends a job inside the caller's transaction, so it exists exactly when the checkpoint moved past its cause. */
export type SendJob = (client: PoolClient, queue: string, job: LowStockJob) => Promise<void>;

/**
 * Watches reservations and, when one takes a variant below the threshold,
 * queues a job in the same transaction that moves this reactor's
 * checkpoint. It has no tables of its own and is never rebuilt: replaying
 * it would notify again.
 */
export function lowStockReactor(send: SendJob): Projection {
  return defineProjection({
    name: 'low_stock_alerts',
    handles: ['StockReserved'],
    tables: [],
    migrations: [],
    async apply(client, events) {
      for (const event of events) {
        const data = (event as StoredEvent<(typeof StockReserved)['schema']['_output']>).data;
        const before = data.remaining + data.quantity;
        if (crossedLowLine(data.remaining, before)) {
          await send(client, lowStockQueue, {
            productId: data.productId,
            variantId: data.variantId,
            remaining: data.remaining,
            position: event.globalPosition,
          });
        }
      }
    },
  });
}

/**
 * The job: record a notice for the admins, once per crossing (low-stock-notice.ts decides; a job run twice finds its
 * notice recorded). The names are taken as they are now: the notice keeps them if the product is renamed later.
 */
export async function recordLowStockNotice(store: EventStore, pool: pg.Pool, job: LowStockJob, now = new Date()): Promise<void> {
  const product = await findProduct(pool, job.productId);
  const variant = product?.variants.find((candidate) => candidate.id === job.variantId);
  const label = [variant?.size, variant?.color].filter(Boolean).join(', ');
  await handle(
    store,
    lowStockNoticeDecider,
    {
      type: 'RecordLowStockNotice',
      notice: {
        notificationId: uuidFromText(`low-stock:${job.position}:${job.variantId}`, '4'),
        kind: job.remaining === 0 ? 'out-of-stock' : 'low-stock',
        productId: job.productId,
        variantId: job.variantId,
        stock: job.remaining,
        productNameEn: product?.nameEn ?? '',
        productNameAr: product?.nameAr ?? '',
        variant: label || null,
        notifiedAt: now.toISOString(),
      },
    },
    { actor: systemActor, correlationId: `low-stock-${job.position}` },
  );
}

