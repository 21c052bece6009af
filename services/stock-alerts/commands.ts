import { handle, systemActor, type EventMetadata, type EventStore, type HandledDecision } from '../../events/index.js';
import type { ShopperLocale } from '../../events/orders.js';
import type { StockAlertJob } from './reactor.js';
import { stockAlertDecider, type StockAlertCommand, type StockAlertResult } from './stock-alert.decider.js';

type Handled = HandledDecision<ReturnType<typeof stockAlertDecider.streams>, StockAlertResult>;

const run = (store: EventStore, command: StockAlertCommand, metadata: EventMetadata): Promise<Handled> =>
  handle(store, stockAlertDecider, command, metadata);

/** She asks to hear when the variant is back; `productId` is the variant's product as the catalog names it. */
export const requestStockAlert = (
  store: EventStore,
  request: { userId: string; variantId: string; productId: string | null; locale: ShopperLocale },
  metadata: EventMetadata,
) => run(store, { type: 'RequestStockAlert', ...request, now: new Date() }, metadata);

export const cancelStockAlert = (store: EventStore, request: { userId: string; variantId: string }, metadata: EventMetadata) =>
  run(store, { type: 'CancelStockAlert', ...request, now: new Date() }, metadata);

/**
 * The job: each variant's waiting alerts fired when it is on sale with units, each variant its own decision on its
 * own alert stream. A retried job, or two jobs at once, find the alerts already over (the expected version makes the
 * second writer read again): each alert fires once.
 */
export async function fireStockAlerts(store: EventStore, job: StockAlertJob): Promise<number> {
  const metadata: EventMetadata = { actor: systemActor, correlationId: `stock-alerts-${job.position}`, causationId: String(job.position) };
  let fired = 0;
  for (const variantId of job.variantIds) {
    const handled = await run(store, { type: 'FireStockAlerts', variantId, productId: job.productId, now: new Date() }, metadata);
    fired += handled.result.changed;
  }
  return fired;
}
