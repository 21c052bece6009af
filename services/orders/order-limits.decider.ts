import { refuse, type StoredEvent } from '../../events/index.js';
import { evolveCodStanding, newCodStanding, type CodStanding } from '../../events/cod.js';
import type { CustomerOrderCounted } from '../../events/orders.js';

/** Limits against cash-on-delivery abuse (settings ORDER_MAX_UNITS_PER_LINE, ORDER_MAX_UNITS, ORDER_MAX_PER_HOUR). */
export interface OrderLimits {
  readonly unitsPerLine: number;
  readonly unitsPerOrder: number;
  readonly ordersPerHour: number;
}

const hourMs = 60 * 60 * 1000;

/**
 * Refuses an order with more units of one variant (lines of one variant count together) or more units in all
 * than the limits allow (invalid), with the limit for the client's own wording.
 */
export function checkQuantities(
  limits: Pick<OrderLimits, 'unitsPerLine' | 'unitsPerOrder'>,
  lines: readonly { readonly quantity: number }[],
): void {
  if (lines.some((line) => line.quantity > limits.unitsPerLine)) {
    const message = `At most ${limits.unitsPerLine} units of one item per order`;
    throw refuse.invalid(message, { errors: { items: [message] }, code: 'line_quantity_limit', params: { limit: limits.unitsPerLine } });
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > limits.unitsPerOrder) {
    const message = `At most ${limits.unitsPerOrder} units per order`;
    throw refuse.invalid(message, { errors: { items: [message] }, code: 'order_quantity_limit', params: { limit: limits.unitsPerOrder } });
  }
}

/**
 * When a customer's latest orders were placed (ms since the epoch), oldest first: a view of the first `length`
 * entries of `times`. The buffer is only ever appended to, so extending a state pushes onto it unless another
 * state already did (then it is copied): folding a long stream costs O(1) per event, not a copy of the list.
 */
export interface RecentOrders {
  readonly times: number[];
  readonly length: number;
  /** What her stream says of her and cash on delivery (ADR 059): deliveries, refusals, staff's decision. */
  readonly cod: CodStanding;
}

/**
 * The fold of a customer's order stream, keeping what the hourly limit needs (the last `limit` order times) and her
 * COD standing. One
 * fold per limit, so a fold cache and a decider reading the stream with the same limit share it.
 */
export function recentOrdersOf(limit: number) {
  let fold = recentOrdersFolds.get(limit);
  if (!fold) recentOrdersFolds.set(limit, (fold = newRecentOrdersFold(limit)));
  return fold;
}

const recentOrdersFolds = new Map<number, ReturnType<typeof newRecentOrdersFold>>();

function newRecentOrdersFold(limit: number) {
  return {
    streamType: 'customer-orders',
    initialState: (): RecentOrders => ({ times: [], length: 0, cod: newCodStanding }),
    evolve(state: RecentOrders, stored: Pick<StoredEvent, 'type' | 'data'>): RecentOrders {
      if (stored.type !== 'CustomerOrderCounted') {
        const cod = evolveCodStanding(state.cod, stored);
        return cod === state.cod ? state : { ...state, cod };
      }
      const { placedAt } = stored.data as (typeof CustomerOrderCounted)['schema']['_output'];
      let { times, length } = state;
      if (length !== times.length) times = times.slice(0, length);
      // Drop what the limit no longer needs once it is as much again, so the buffer stays within 2 × limit.
      if (length >= 2 * limit) {
        times = times.slice(length - limit);
        length = limit;
      }
      times.push(Date.parse(placedAt));
      return { times, length: length + 1, cod: state.cod };
    },
  };
}

/**
 * Refuses a customer's order when `ordersPerHour` orders were placed in the hour before `now` (limit reached), saying in
 * how many seconds the oldest of them leaves the hour.
 */
export function checkOrderRate(limits: OrderLimits, recent: RecentOrders, now: Date): void {
  const limit = limits.ordersPerHour;
  if (recent.length < limit) return;
  const oldest = recent.times[recent.length - limit]!;
  const freeAt = oldest + hourMs;
  if (freeAt <= now.getTime()) return;
  throw refuse.limitReached(`At most ${limit} orders per hour; please try again later`, {
    code: 'order_rate_limit',
    params: { limit, retryAfterSeconds: Math.ceil((freeAt - now.getTime()) / 1000) },
  });
}
