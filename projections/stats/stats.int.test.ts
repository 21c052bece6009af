import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/index.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { at, event, lifecycle, order, statusChanged } from '../../tests/support/test-history.js';
import { readDailySales, readStats, statsProjection } from './index.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Applies the events in batches of the size the runner reads, each in its own transaction. */
async function apply(events: readonly StoredEvent[], batchSize = 2000): Promise<void> {
  const client = await db.pool.connect();
  try {
    for (let start = 0; start < events.length; start += batchSize) {
      await client.query('begin');
      await statsProjection.apply(client, events.slice(start, start + batchSize));
      await client.query('commit');
    }
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

describe('dashboard totals', () => {
  it('add up more orders at the largest total than numeric(14,2) can hold, and take a deletion back out exactly', async () => {
    const largest = '99999999.99';
    const count = 10_050;
    const placedAt = new Date().toISOString();
    const placed = Array.from({ length: count }, (_, index) => order(5000 + index, largest, placedAt, 1));
    await apply(placed.map(({ data }) => event('OrderPlaced', data)));

    const expected = (orders: number) => {
      const cents = 9_999_999_999n * BigInt(orders);
      return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
    };
    const stats = await readStats(db.pool);
    expect(stats.totalOrders).toBe(count);
    expect(stats.totalRevenue).toBe(expected(count));
    expect(expected(count)).toBe('1004999999899.50');
    expect((await readDailySales(db.pool, 1))[0]).toMatchObject({ orders: count, revenue: expected(count) });

    await apply([event('OrderDeleted', { orderId: placed[0]!.orderId, orderNumber: 5000, restocked: true, deletedAt: placedAt })]);
    const after = await readStats(db.pool);
    expect(after.totalOrders).toBe(count - 1);
    expect(after.totalRevenue).toBe(expected(count - 1));
  });

  it('show an empty store as 0.00', async () => {
    await db.pool.query('update stats_totals set total_revenue = 0');
    expect((await readStats(db.pool)).totalRevenue).toBe('0.00');
  });
});

describe('revenue through the COD life of an order', () => {
  it('takes cancelled, returning and returned orders out of revenue once, keeps them as orders, and a deletion takes back only what is left', async () => {
    const before = await readStats(db.pool);
    const kept = order(9001, '100.00', at(0), 1);
    const cancelled = order(9002, '40.00', at(0), 1);
    const returned = order(9003, '25.50', at(0), 1);
    await apply([
      event('OrderPlaced', kept.data),
      event('OrderPlaced', cancelled.data),
      event('OrderPlaced', returned.data),
      lifecycle.cancelled(cancelled.orderId, 9002, 'placed', 1),
      statusChanged(returned.orderId, 9003, 'placed', 'shipped', 1),
      lifecycle.returnStarted(returned.orderId, 9003, 2),
    ]);
    // Received back later, in a batch of its own: already out of revenue, it is not taken out twice.
    await apply([lifecycle.returnReceived(returned.orderId, 9003, [], 3)]);
    const after = await readStats(db.pool);
    expect(after.totalOrders - before.totalOrders).toBe(3);
    expect((Number(after.totalRevenue) - Number(before.totalRevenue)).toFixed(2)).toBe('100.00');
    expect(after.awaitingConfirmation - before.awaitingConfirmation).toBe(1);

    await apply([event('OrderDeleted', { orderId: cancelled.orderId, orderNumber: 9002, restocked: false, deletedAt: at(4) })]);
    const deleted = await readStats(db.pool);
    expect(deleted.totalOrders - before.totalOrders).toBe(2);
    expect((Number(deleted.totalRevenue) - Number(before.totalRevenue)).toFixed(2)).toBe('100.00');
  });
});
