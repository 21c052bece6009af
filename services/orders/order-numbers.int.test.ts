import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { OrderNumbers } from './order-numbers.js';
import { orderNumberMigration } from './place-order.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrations: [orderNumberMigration] });
});
afterAll(() => db.drop());

describe('order numbers', () => {
  it('are unique across instances drawing at once, increase within one, and cost one statement per block', async () => {
    const a = new OrderNumbers(db.pool, 5);
    const b = new OrderNumbers(db.pool, 5);
    let statements = 0;
    const originalQuery = db.pool.query.bind(db.pool);
    (db.pool as { query: unknown }).query = (...args: Parameters<typeof originalQuery>) => {
      statements += 1;
      return originalQuery(...args);
    };
    try {
      const fromA = await Promise.all(Array.from({ length: 12 }, () => a.next()));
      const fromB = await Promise.all(Array.from({ length: 12 }, () => b.next()));
      const more = await Promise.all(Array.from({ length: 6 }, (_, index) => (index % 2 ? a : b).next()));
      const all = [...fromA, ...fromB, ...more];
      expect(new Set(all).size).toBe(all.length);
      expect(Math.min(...all)).toBeGreaterThanOrEqual(1001);
      expect(fromA).toEqual([...fromA].sort((x, y) => x - y));
      // 12 + 12 + 6 numbers in blocks of 5: at most 3 + 3 + 2 draws (with the left-overs used first).
      expect(statements).toBeLessThanOrEqual(8);
    } finally {
      (db.pool as { query: unknown }).query = originalQuery;
    }
  });
});
