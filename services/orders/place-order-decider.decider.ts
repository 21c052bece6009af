import { refuse, streamRead, type Checkpoint, type CommandDecider, type StreamRead } from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { codRulesFold, codRulesStreamId, refusedPhones, refusedPhonesStreamId, type CodRules, type RefusedPhones } from '../../events/cod.js';
import { couponFold, couponStreamId, type CouponState } from '../../events/coupons.js';
import { deliveryStreamId, deliveryTermsFold, type DeliveryTerms } from '../../events/delivery.js';
import { amountDueOf, customerOrdersStreamId, orderStreamId } from '../../events/orders.js';
import { storeCreditFold, storeCreditStreamId } from '../../events/store-credit.js';
import { fromCents, toCents } from '../../infra/money.js';
import { normalisePhone } from '../../rules/uae-phone.js';
import { settingStreamId } from '../../events/settings.js';
import { checkoutKeyClaim, checkoutKeyStream, keyReusedMessage, type CheckoutKeyClaim } from './checkout-key.decider.js';
import { codVerdict, emirateOf, refusalsOf, refuseCod } from './cod-rules.js';
import { orderDecider, type OrderState } from './order.decider.js';
import { checkOrderRate, recentOrdersOf, type OrderLimits, type RecentOrders } from './order-limits.decider.js';
import { decidePlaceOrder, type PlaceOrder } from './place-order-decision.decider.js';
import { codFeeForOrder, productForOrder, type CodFeeForOrder, type ProductForOrder } from './product-stock.decider.js';

/** Placing an order: what `decidePlaceOrder` needs, plus the key it may repeat and the customer's hourly count. */
export interface PlaceOrderCommand extends Omit<PlaceOrder, 'codFee' | 'limits' | 'delivery' | 'coupon'> {
  /** The code she entered and the coupon its claim names (null: none), found before the command is decided. */
  readonly coupon: { readonly code: string; readonly couponId: string | null } | null;
  /** The Idempotency-Key sent, if any, and the fingerprint of the request (checkout-key.ts). */
  readonly idempotencyKey: string | null;
  readonly requestFingerprint: string;
}

export type PlaceOrderStreams = {
  readonly order: StreamRead<OrderState>;
  /** Each product the order names, once, in the order of `productIdsOf`. */
  readonly products: readonly StreamRead<ProductForOrder>[];
  readonly codFee: StreamRead<CodFeeForOrder>;
  readonly customer: StreamRead<RecentOrders>;
  /** The COD rules, and the phone numbers deliveries were refused at: read, never appended to by an order. */
  readonly codRules: StreamRead<CodRules>;
  readonly refusedPhones: StreamRead<RefusedPhones>;
  /** The delivery terms: read, never appended to by an order. */
  readonly delivery: StreamRead<DeliveryTerms>;
  /** The coupon's stream, when her code names one: its use is appended at the version whose limits were checked. */
  readonly coupon: StreamRead<CouponState> | undefined;
  /** The key's claim stream, when the request sent a key. */
  readonly key: StreamRead<CheckoutKeyClaim> | undefined;
  /**
   * Her store credit (balance in fils), when she asked to spend it: the spending is appended at the version whose
   * balance was read, so two orders never spend one balance twice (ADR 067).
   */
  readonly credit: StreamRead<bigint> | undefined;
};

export type PlaceOrderResult =
  | { readonly kind: 'placed'; readonly order: ReturnType<typeof decidePlaceOrder>['order'] }
  /** The key names an order placed before with the same request: nothing is written, that order is the answer. */
  | { readonly kind: 'repeated'; readonly orderId: string; readonly at: Checkpoint | null };

/** The products an order names, each once, in the order of first mention. */
export const productIdsOf = (command: Pick<PlaceOrderCommand, 'request'>) => [
  ...new Set(command.request.items.map((item) => item.productId)),
];

export const codFeeStream = settingStreamId('codFee');

/**
 * Places an order across every stream it concerns, in one append: the order's own stream (new), a stock
 * reservation on each product at the version whose stock was checked, the order counted on the customer's stream
 * at the version whose hourly count was checked, and the claim of the Idempotency-Key. A request repeating an
 * earlier one under its key is answered with that order; a different request under a used key is refused.
 * `limits` fix the fold of the customer's stream (it keeps only what the hourly limit needs).
 */
export function placeOrderDecider(limits: OrderLimits): CommandDecider<PlaceOrderCommand, PlaceOrderStreams, PlaceOrderResult> {
  const recentOrders = recentOrdersOf(limits.ordersPerHour);
  return {
    streams: (command) => ({
      order: streamRead(orderDecider, orderStreamId(command.orderId)),
      products: productIdsOf(command).map((productId) => streamRead(productForOrder, productStreamId(productId))),
      codFee: streamRead(codFeeForOrder, codFeeStream),
      customer: streamRead(recentOrders, customerOrdersStreamId(command.userId)),
      codRules: streamRead(codRulesFold, codRulesStreamId),
      refusedPhones: streamRead(refusedPhones, refusedPhonesStreamId),
      delivery: streamRead(deliveryTermsFold, deliveryStreamId),
      coupon: command.coupon?.couponId ? streamRead(couponFold, couponStreamId(command.coupon.couponId)) : undefined,
      key: command.idempotencyKey ? streamRead(checkoutKeyClaim, checkoutKeyStream(command.userId, command.idempotencyKey)) : undefined,
      credit: command.request.useStoreCredit ? streamRead(storeCreditFold, storeCreditStreamId(command.userId)) : undefined,
    }),
    decide(command, { order, products, codFee, customer, codRules, refusedPhones: phones, delivery, coupon, key, credit }) {
      // A key already claimed decides alone: a retry gets its order, even when the limits would refuse a new one.
      if (key?.claimed) {
        if (key.use.requestFingerprint !== null && key.use.requestFingerprint !== command.requestFingerprint) {
          throw refuse.mismatch(keyReusedMessage, { code: 'idempotency_key_reused' });
        }
        return { events: {}, result: { kind: 'repeated', orderId: key.use.orderId, at: key.at } };
      }
      checkOrderRate(limits, customer, command.now);
      if (order.kind !== 'none') throw refuse.conflict('Order already exists');
      const productIds = productIdsOf(command);
      const { order: priced, reservations } = decidePlaceOrder(
        {
          ...command,
          codFee: codFee.value,
          limits,
          delivery,
          coupon: command.coupon ? { code: command.coupon.code, state: coupon ?? couponFold.initialState() } : null,
        },
        new Map(productIds.map((productId, index) => [productId, products[index]!])),
      );
      const spent = creditTaken(credit, priced.totalAmount);
      const placed = { ...priced, storeCreditUsed: fromCents(spent) };
      const verdict = codVerdict(codRules, {
        total: placed.totalAmount,
        amountDue: amountDueOf(placed),
        emirate: emirateOf(placed.shippingCity),
        deliveredOrders: customer.cod.deliveredOrders,
        refusals: refusalsOf(customer.cod, phones, normalisePhone(placed.shippingPhone)).length,
        status: customer.cod.status,
      });
      if (!verdict.available) throw refuseCod(verdict, placed.locale);
      const { orderId, userId } = command;
      return {
        events: {
          order: [{ type: 'OrderPlaced', data: placed }],
          products: productIds.map((productId) =>
            reservations
              .filter((reservation) => reservation.productId === productId)
              .map((reservation) => ({ type: 'StockReserved', data: { ...reservation, orderId, reason: 'order_placed', returnId: null } })),
          ),
          customer: [{ type: 'CustomerOrderCounted', data: { userId, orderId, placedAt: placed.placedAt } }],
          coupon: placed.coupon
            ? [
                {
                  type: 'CouponUsed',
                  data: {
                    couponId: placed.coupon.couponId,
                    orderId,
                    orderNumber: placed.orderNumber,
                    userId,
                    discount: placed.discount,
                    usedAt: placed.placedAt,
                  },
                },
              ]
            : undefined,
          credit:
            credit !== undefined && spent > 0n
              ? [
                  {
                    type: 'StoreCreditSpent',
                    data: {
                      userId,
                      amount: placed.storeCreditUsed,
                      orderId,
                      orderNumber: placed.orderNumber,
                      balance: fromCents(credit - spent),
                      spentAt: placed.placedAt,
                    },
                  },
                ]
              : undefined,
          key: command.idempotencyKey
            ? [
                {
                  type: 'CheckoutKeyUsed',
                  data: { userId, key: command.idempotencyKey, orderId, requestFingerprint: command.requestFingerprint },
                },
              ]
            : undefined,
        },
        result: { kind: 'placed', order: placed },
      };
    },
  };
}

/** What an order takes of her credit (fils): as much of her balance as its total allows; none when she did not ask. */
export function creditTaken(balance: bigint | undefined, totalAmount: string): bigint {
  if (balance === undefined || balance <= 0n) return 0n;
  const total = toCents(totalAmount);
  return balance < total ? balance : total;
}
