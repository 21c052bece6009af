import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/index.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { event, order } from '../engine/test-history.js';
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
