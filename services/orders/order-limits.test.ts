import { describe, expect, it } from 'vitest';
import { Refusal } from '../../events/index.js';
import { checkOrderRate, recentOrdersOf, type OrderLimits, type RecentOrders } from './order-limits.decider.js';

const limits: OrderLimits = { unitsPerLine: 10, unitsPerOrder: 50, ordersPerHour: 5 };
const start = Date.parse('2026-11-21T09:00:00Z');
const minutes = (count: number) => count * 60_000;

function counted(fold: ReturnType<typeof recentOrdersOf>, state: RecentOrders, at: number): RecentOrders {
  return fold.evolve(state, { type: 'CustomerOrderCounted', data: { userId: 'u', orderId: 'o', placedAt: new Date(at).toISOString() } });
}

function refusal(run: () => void): Refusal | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  return undefined;
}

describe('orders per customer per hour', () => {
  it('takes the limit of orders within an hour, refuses the next until the oldest is an hour old, saying when', () => {
    const fold = recentOrdersOf(limits.ordersPerHour);
    let state = fold.initialState();
    for (let index = 0; index < 5; index++) {
      expect(refusal(() => checkOrderRate(limits, state, new Date(start + minutes(index))))).toBeUndefined();
      state = counted(fold, state, start + minutes(index));
    }
    const refused = refusal(() => checkOrderRate(limits, state, new Date(start + minutes(10))));
    expect(refused).toMatchObject({ meaning: 'limit_reached', code: 'order_rate_limit', params: { limit: 5, retryAfterSeconds: 50 * 60 } });
    expect(refusal(() => checkOrderRate(limits, state, new Date(start + minutes(60) - 1)))?.meaning).toBe('limit_reached');
    expect(refusal(() => checkOrderRate(limits, state, new Date(start + minutes(60))))).toBeUndefined();
  });

  it('keeps at most twice the limit of order times however long the stream, and the newest are the ones kept', () => {
    const fold = recentOrdersOf(3);
    let state = fold.initialState();
    for (let index = 0; index < 1000; index++) state = counted(fold, state, start + index);
    expect(state.times.length).toBeLessThanOrEqual(6);
    expect(state.times.slice(state.length - 3, state.length)).toEqual([start + 997, start + 998, start + 999]);
  });

  it('never changes a state another fold extended: two extensions of one state each see their own order', () => {
    const fold = recentOrdersOf(5);
    const base = counted(fold, fold.initialState(), start);
    const first = counted(fold, base, start + 1);
    const second = counted(fold, base, start + 2);
    expect(base.times.slice(0, base.length)).toEqual([start]);
    expect(first.times.slice(0, first.length)).toEqual([start, start + 1]);
    expect(second.times.slice(0, second.length)).toEqual([start, start + 2]);
  });

  it('ignores events of other types', () => {
    const fold = recentOrdersOf(5);
    const state = fold.initialState();
    expect(fold.evolve(state, { type: 'Something', data: {} })).toBe(state);
  });
});
