import type { PoolClient } from 'pg';
import type { NewEvent, StoredEvent } from '../../events/index.js';
import type { ProductEvent } from '../../events/catalog.js';
import type { StockAlertEvent } from '../../events/stock-alerts.js';
import { uuidFromText } from '../../infra/derived-ids.js';
import type { JobOptions } from '../../infra/jobs.js';
import type { Migration } from '../../infra/migrate.js';
import { checkpointAtLogEnd } from '../../projections/engine/checkpoints.js';
import { defineProjection, type Projection } from '../../projections/engine/projection.js';

export const stockAlertsQueue = 'stock-alerts';
/** The reactor's name, which is also its checkpoint's. */
export const stockAlertsReactorName = 'stock_alert_firing';

/** Variants of a product that may be back on sale, and the position of the event that says so. */
export interface StockAlertJob {
  readonly productId: string;
  readonly variantIds: readonly string[];
  readonly position: number;
}

/** What the reactor needs of the job queue (infra/jobs.ts provides it). */
export interface StockAlertJobs {
  insertInTransaction(client: PoolClient, queue: string, jobs: ReadonlyArray<{ data: object; options: JobOptions }>): Promise<void>;
}

/**
 * The variants an event may have brought back on sale, or null. Pure. A stock event whose variant stood at 0 before
 * it and has units after it (an admin's adjustment, units of a cancelled, deleted or returned order put back; the old
 * absolute count, whose level before is unknown, whenever it leaves units), a product edit (it may put the product
 * back on sale: each of its variants), and a new alert (the variant may have come back while she was asking). Sales
 * and damaged returns never add units, and a new product's variants have no alerts yet.
 */
export function variantsMaybeBack(event: NewEvent): { productId: string; variantIds: string[] } | null {
  const typed = event as ProductEvent | StockAlertEvent;
  switch (typed.type) {
    case 'StockAdjustmentMade':
      return typed.data.change > 0 && typed.data.stock === typed.data.change ? one(typed.data) : null;
    case 'StockReleased':
      return typed.data.remaining === typed.data.quantity ? one(typed.data) : null;
    case 'StockAdjusted':
      return typed.data.stock > 0 ? one(typed.data) : null;
    case 'ProductRevised':
      return typed.data.variants.length > 0
        ? { productId: typed.data.productId, variantIds: typed.data.variants.map((variant) => variant.variantId) }
        : null;
    case 'StockAlertRequested':
      return one(typed.data);
    default:
      return null;
  }
}

const one = (data: { productId: string; variantId: string }) => ({ productId: data.productId, variantIds: [data.variantId] });

/**
 * Watches the log for variants that may be back and queues, in the transaction that moves its checkpoint, one job
 * per such event (its id made from the event's position, so queueing it twice is one job); the job fires the
 * variant's waiting alerts when it really is on sale with units (fire.ts). No tables, never rebuilt: a replay would
 * only queue jobs that find nothing left to fire, but there is no reason to make them.
 */
export function stockAlertsReactor(jobs: StockAlertJobs, retry: { limit: number; delaySeconds: number } = { limit: 8, delaySeconds: 5 }): Projection {
  return defineProjection({
    name: stockAlertsReactorName,
    handles: ['StockAdjustmentMade', 'StockReleased', 'StockAdjusted', 'ProductRevised', 'StockAlertRequested'],
    tables: [],
    migrations: [],
    async apply(client, events) {
      const queued = events.flatMap((event: StoredEvent) => {
        const back = variantsMaybeBack(event);
        if (!back) return [];
        const data: StockAlertJob = { ...back, position: event.globalPosition };
        const key = `stock-alerts:${event.globalPosition}`;
        return [
          {
            data,
            options: { id: uuidFromText(key), singletonKey: key, retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true, expireInSeconds: 60 },
          },
        ];
      });
      if (queued.length > 0) await jobs.insertInTransaction(client, stockAlertsQueue, queued);
    },
  });
}

/**
 * The reactor starts where the log stands when this migration runs: no alert can be older than it, so the restocks
 * before it have nothing to fire.
 */
export const stockAlertsMigrations: readonly Migration[] = [
  {
    id: 'stock-alerts:reactor:1',
    sql: checkpointAtLogEnd(stockAlertsReactorName),
  },
];

