import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ConcurrencyError,
  FoldCache,
  retryOnConflict,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
} from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { orderStreamId, type OrderPlaced } from '../../events/orders.js';
import { conflict } from '../../infra/errors.js';
import type { Migration } from '../../infra/migrate.js';
import { readSetting } from '../../projections/settings/index.js';
import { KeyedQueue } from './keyed-queue.js';
import { decidePlaceOrder } from './place-order-decision.js';
import { productForOrder, type ProductForOrder } from './product-stock.js';
import type { PlaceOrderRequest } from './schemas.js';

/** Order numbers come from a sequence: unique and increasing; a refused order leaves a gap (ADR 010). */
export const orderNumberMigration: Migration = {
  id: 'orders:order-number-sequence:1',
  sql: 'create sequence if not exists order_numbers start 1001',
};

const checkoutKeyStream = (userId: string, key: string) =>
  `checkout-key-${userId}-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

export interface OrderPlacement {
  readonly orderId: string;
  /** What to wait for before reading the order back: this append, or the earlier one its Idempotency-Key names. */
  readonly append: AppendResult;
  /** True when the Idempotency-Key named an order placed before: nothing new was written. */
  readonly repeated: boolean;
  /** The order just placed (absent for a repeat, which is read back from the read model). */
  readonly placed?: PlacedOrder;
}

export type PlacedOrder = (typeof OrderPlaced)['schema']['_output'];

export class OrderPlacer {
  private readonly products: FoldCache<ProductForOrder>;
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly store: EventStore,
    private readonly pool: pg.Pool,
  ) {
    this.products = new FoldCache(store, productForOrder);
  }

  /**
   * Places an order: one append holding the order, a stock reservation on
   * each product's stream at the version that was checked, and the claim of
   * the Idempotency-Key. A lost race re-reads and decides again, so of many
   * orders for the last units exactly as many succeed as there are units.
   */
  async place(
    userId: string,
    request: PlaceOrderRequest,
    idempotencyKey: string | null,
    metadata: EventMetadata,
  ): Promise<OrderPlacement> {
    const keyStream = idempotencyKey ? checkoutKeyStream(userId, idempotencyKey) : null;
    const orderId = randomUUID();
    const orderNumber = await this.nextOrderNumber();
    const productIds = [...new Set(request.items.map((item) => item.productId))];

    try {
      return await this.queue.run(productIds, () =>
        retryOnConflict(
          async (): Promise<OrderPlacement> => {
            // Checked on every attempt: a request with the same key may have won the race meanwhile.
            const earlier = keyStream ? await this.orderForKey(keyStream) : null;
            if (earlier) return earlier;
            const [folded, codFee] = await Promise.all([
              Promise.all(productIds.map((id) => this.products.load(productStreamId(id)))),
              readSetting(this.pool, 'codFee'),
            ]);
            const products = new Map(productIds.map((id, index) => [id, folded[index]!.state]));
            const { order, reservations } = decidePlaceOrder(
              { orderId, orderNumber, userId, request, codFee, newId: randomUUID, now: new Date() },
              products,
            );
            const appends: StreamAppend[] = [
              { streamId: orderStreamId(orderId), streamType: 'order', expectedVersion: 0, events: [{ type: 'OrderPlaced', data: order }] },
              ...productIds.map((productId, index) => ({
                streamId: productStreamId(productId),
                streamType: 'product',
                expectedVersion: folded[index]!.version,
                events: reservations
                  .filter((reservation) => reservation.productId === productId)
                  .map((reservation) => ({ type: 'StockReserved', data: { ...reservation, orderId } })),
              })),
            ];
            if (keyStream) {
              appends.push({
                streamId: keyStream,
                streamType: 'checkout-key',
                expectedVersion: 0,
                events: [{ type: 'CheckoutKeyUsed', data: { userId, key: idempotencyKey!, orderId } }],
              });
            }
            return { orderId, append: await this.store.append(appends, metadata), repeated: false, placed: order };
          },
          { retries: 30 },
        ),
      );
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      // The same key may have been used by a request that raced this one.
      const earlier = keyStream ? await this.orderForKey(keyStream) : null;
      if (earlier) return earlier;
      throw conflict('The stock changed while placing the order; please try again');
    }
  }

  private async orderForKey(keyStream: string): Promise<OrderPlacement | null> {
    const [claim] = await this.store.readStream(keyStream);
    if (!claim) return null;
    return {
      orderId: (claim.data as { orderId: string }).orderId,
      // The claim was appended with its order: once projections pass it, the order can be read.
      append: {
        position: { transactionId: claim.transactionId, globalPosition: claim.globalPosition },
        nextVersions: new Map(),
        eventTypes: ['OrderPlaced'],
      },
      repeated: true,
    };
  }

  private async nextOrderNumber(): Promise<number> {
    const result = await this.pool.query<{ n: number }>("select nextval('order_numbers') as n");
    return Number(result.rows[0]!.n);
  }
}
