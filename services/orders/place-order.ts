import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ConcurrencyError,
  FoldCache,
  handle,
  refuse,
  type AppendResult,
  type Checkpoint,
  type CommandOptions,
  type EventMetadata,
  type EventStore,
} from '../../events/index.js';
import { codRulesFold, refusedPhones } from '../../events/cod.js';
import { couponCodeClaim, couponCodeStreamId, couponFold, couponStreamId } from '../../events/coupons.js';
import { deliveryTermsFold } from '../../events/delivery.js';
import { customerOrdersStreamId, type OrderPlaced } from '../../events/orders.js';
import { storeCreditFold, storeCreditStreamId } from '../../events/store-credit.js';
import type { Migration } from '../../infra/migrate.js';
import { checkoutKeyClaim, checkoutKeyStream, keyReusedMessage, requestFingerprint } from './checkout-key.decider.js';
import { KeyedQueue } from './keyed-queue.js';
import { recentOrdersOf, type OrderLimits } from './order-limits.decider.js';
import { OrderNumbers } from './order-numbers.js';
import { placeOrderDecider, productIdsOf, type PlaceOrderCommand } from './place-order-decider.decider.js';
import { codFeeForOrder, productForOrder } from './product-stock.decider.js';
import type { PlaceOrderRequest } from './schemas.js';

/** Order numbers come from a sequence, drawn in blocks (order-numbers.ts): unique; a refused order or an unused block leaves a gap (ADR 034). */
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

/** Lost races retried before answering 409: many shoppers buying one product take turns on its stream. */
const placeOrderRetries = 30;

/**
 * How long the COD fee, the COD rules, the refused phones and the delivery terms this process last read may be used without reading them
 * again: the streams an order reads but does not append to, so no expected version checks them (ADR 051, 059). Products, the customer's count, the order and
 * its key are appended to, so their cached folds are checked by the append itself.
 */
const codFeeFreshMs = 1000;

export class OrderPlacer {
  private readonly decider: ReturnType<typeof placeOrderDecider>;
  private readonly caches: CommandOptions['caches'];
  private readonly queue = new KeyedQueue();
  private readonly numbers: OrderNumbers;
  private readonly codeClaims: FoldCache<string | null>;

  constructor(
    private readonly store: EventStore,
    pool: pg.Pool,
    limits: OrderLimits,
  ) {
    this.decider = placeOrderDecider(limits);
    this.caches = [
      new FoldCache(store, productForOrder),
      new FoldCache(store, codFeeForOrder, 1),
      new FoldCache(store, codRulesFold, 1),
      new FoldCache(store, refusedPhones, 1),
      new FoldCache(store, deliveryTermsFold, 1),
      new FoldCache(store, couponFold),
      new FoldCache(store, recentOrdersOf(limits.ordersPerHour)),
      new FoldCache(store, storeCreditFold),
    ];
    this.codeClaims = new FoldCache(store, couponCodeClaim);
    this.numbers = new OrderNumbers(pool);
  }

  /**
   * Places an order (place-order-decider.ts) with the one command handler. In this process, orders for the same
   * products or customer take turns rather than race; other processes race and the expected versions settle it.
   */
  async place(
    userId: string,
    request: PlaceOrderRequest,
    idempotencyKey: string | null,
    metadata: EventMetadata,
  ): Promise<OrderPlacement> {
    const code = request.couponCode;
    const command: PlaceOrderCommand = {
      coupon: code ? { code, couponId: (await this.codeClaims.load(couponCodeStreamId(code))).state } : null,
      orderId: randomUUID(),
      orderNumber: await this.numbers.next(),
      userId,
      request,
      idempotencyKey,
      requestFingerprint: requestFingerprint(request),
      newId: randomUUID,
      now: new Date(),
    };
    try {
      const turns = [...productIdsOf(command), customerOrdersStreamId(userId)];
      // Orders with one coupon take turns too: each appends its use at the version whose limits it checked.
      if (command.coupon?.couponId) turns.push(couponStreamId(command.coupon.couponId));
      // And orders spending her credit: each appends its spending at the version whose balance it read (ADR 067).
      if (request.useStoreCredit) turns.push(storeCreditStreamId(userId));
      const { result, append } = await this.queue.run(turns, () =>
        handle(this.store, this.decider, command, metadata, {
          caches: this.caches,
          retries: placeOrderRetries,
          // In this process orders of one product take turns, so its cached fold is usually the newest: the order
          // is decided on it and appended at once, and read first only when the append finds a stream moved on.
          fromCaches: { freshMs: codFeeFreshMs },
        }),
      );
      if (result.kind === 'placed') return { orderId: command.orderId, append: append!, repeated: false, placed: result.order };
      return { orderId: result.orderId, append: positionOf(result.at!), repeated: true };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      // The same key may have been used by a request that raced this one to the end.
      const [claim] = idempotencyKey ? await this.store.readStream(checkoutKeyStream(userId, idempotencyKey)) : [];
      if (claim) {
        const state = checkoutKeyClaim.evolve(checkoutKeyClaim.initialState(), claim);
        if (state.claimed && state.use.requestFingerprint !== null && state.use.requestFingerprint !== command.requestFingerprint) {
          throw refuse.mismatch(keyReusedMessage, { code: 'idempotency_key_reused' });
        }
        if (state.claimed) return { orderId: state.use.orderId, append: positionOf(state.at!), repeated: true };
      }
      throw refuse.conflict('The stock changed while placing the order; please try again', { code: 'stock_changed' });
    }
  }
}

/** A repeat's append: the earlier one, whose position readers wait for before reading the order back. */
function positionOf(at: Checkpoint): AppendResult {
  return { position: at, nextVersions: new Map(), eventTypes: ['OrderPlaced'] };
}
