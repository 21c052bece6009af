import { randomUUID } from 'node:crypto';
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
import { customerOrdersStreamId, orderStreamId, type OrderPlaced } from '../../events/orders.js';
import { settingStreamId } from '../../events/settings.js';
import { conflict } from '../../infra/errors.js';
import type { Migration } from '../../infra/migrate.js';
import { checkoutKeyStream, earlierOrder, requestFingerprint } from './checkout-key.js';
import { KeyedQueue } from './keyed-queue.js';
import { checkOrderRate, recentOrdersOf, type OrderLimits, type RecentOrders } from './order-limits.js';
import { OrderNumbers } from './order-numbers.js';
import { decidePlaceOrder } from './place-order-decision.js';
import { codFeeForOrder, productForOrder, type CodFeeForOrder, type ProductForOrder } from './product-stock.js';
import type { PlaceOrderRequest } from './schemas.js';

/** Order numbers come from a sequence, drawn in blocks (order-numbers.ts): unique; a refused order or an unused block leaves a gap (ADR 010). */
export const orderNumberMigration: Migration = {
  id: 'orders:order-number-sequence:1',
  sql: 'create sequence if not exists order_numbers start 1001',
};

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
  private readonly codFee: FoldCache<CodFeeForOrder>;
  private readonly customers: FoldCache<RecentOrders>;
  private readonly queue = new KeyedQueue();
  private readonly numbers: OrderNumbers;

  constructor(
    private readonly store: EventStore,
    pool: pg.Pool,
    private readonly limits: OrderLimits,
  ) {
    this.products = new FoldCache(store, productForOrder);
    this.codFee = new FoldCache(store, codFeeForOrder, 1);
    this.customers = new FoldCache(store, recentOrdersOf(limits.ordersPerHour));
    this.numbers = new OrderNumbers(pool);
  }

  /**
   * Places an order: one append holding the order, a stock reservation on
   * each product's stream at the version that was checked, the order counted
   * on its customer's stream at the version whose count was checked, and the
   * claim of the Idempotency-Key. A lost race re-reads and decides again, so
   * of many orders for the last units exactly as many succeed as there are
   * units, and of a customer's parallel orders no more than the hourly limit.
   */
  async place(
    userId: string,
    request: PlaceOrderRequest,
    idempotencyKey: string | null,
    metadata: EventMetadata,
  ): Promise<OrderPlacement> {
    const keyStream = idempotencyKey ? checkoutKeyStream(userId, idempotencyKey) : null;
    const fingerprint = requestFingerprint(request);
    const orderId = randomUUID();
    const orderNumber = await this.numbers.next();
    const productIds = [...new Set(request.items.map((item) => item.productId))];
    const customerStream = customerOrdersStreamId(userId);

    try {
      return await this.queue.run([...productIds, customerStream], () =>
        retryOnConflict(
          async (): Promise<OrderPlacement> => {
            // One read for everything the decision needs: the products' streams (past the cached folds), the COD
            // fee's stream, the customer's orders, and the key's claim, checked on every attempt since a request
            // with the same key may have won the race meanwhile.
            const codFeeTail = this.codFee.tail(codFeeStream);
            const customerTail = this.customers.tail(customerStream);
            const { folded, others } = await this.products.loadMany(
              productIds.map((id) => productStreamId(id)),
              [codFeeTail, customerTail, ...(keyStream ? [{ streamId: keyStream, afterVersion: 0 }] : [])],
            );
            const codFee =
              this.codFee.extend(codFeeStream, codFeeTail.afterVersion, others.get(codFeeStream)!) ??
              (await this.codFee.load(codFeeStream));
            const customer =
              this.customers.extend(customerStream, customerTail.afterVersion, others.get(customerStream)!) ??
              (await this.customers.load(customerStream));
            const claim = keyStream ? others.get(keyStream)![0] : undefined;
            if (claim) return earlierOrder(claim, fingerprint);
            const now = new Date();
            checkOrderRate(this.limits, customer.state, now);
            const products = new Map(productIds.map((id, index) => [id, folded[index]!.state]));
            const { order, reservations } = decidePlaceOrder(
              { orderId, orderNumber, userId, request, codFee: codFee.state.value, limits: this.limits, newId: randomUUID, now },
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
              {
                streamId: customerStream,
                streamType: 'customer-orders',
                expectedVersion: customer.version,
                events: [{ type: 'CustomerOrderCounted', data: { userId, orderId, placedAt: order.placedAt } }],
              },
            ];
            if (keyStream) {
              appends.push({
                streamId: keyStream,
                streamType: 'checkout-key',
                expectedVersion: 0,
                events: [
                  { type: 'CheckoutKeyUsed', data: { userId, key: idempotencyKey!, orderId, requestFingerprint: fingerprint } },
                ],
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
      const [claim] = keyStream ? await this.store.readStream(keyStream) : [];
      if (claim) return earlierOrder(claim, fingerprint);
      throw conflict('The stock changed while placing the order; please try again');
    }
  }
}

const codFeeStream = settingStreamId('codFee');
