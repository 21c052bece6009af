import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/index.js';
import { evolveStock, noStock } from '../../events/stock.js';
import { applyCatalogEvents } from '../../projections/catalog/apply.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { play, productId, steps } from './history.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const category: StoredEvent = {
  globalPosition: 0,
  transactionId: 0n,
  streamId: 'category-x',
  streamType: 'category',
  streamVersion: 1,
  type: 'CategoryCreated',
  schemaVersion: 1,
  data: { categoryId: '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9', slug: 'abayas', nameEn: 'Abayas', nameAr: 'عبايات', createdAt: '2026-11-01T00:00:00.000Z' },
  metadata: { actor: { id: 'system', role: 'system' }, correlationId: 'test' },
  recordedAt: new Date(),
};

describe('stock: the catalog read model agrees with the stock module', () => {
  it('holds every variant at the stock the stock module folds, however the events are cut into batches', async () => {
    await fc.assert(
      fc.asyncProperty(steps, fc.array(fc.nat(), { maxLength: 6 }), async (played, cuts) => {
        const { product } = play(played);
        const expected = product.reduce(evolveStock, noStock);
        const client = await db.pool.connect();
        try {
          await client.query('begin');
          await applyCatalogEvents(client, [category]);
          const at = [...new Set(cuts.map((cut) => cut % (product.length + 1)))].sort((a, b) => a - b);
          let from = 0;
          for (const cut of [...at, product.length]) {
            await applyCatalogEvents(client, product.slice(from, cut));
            from = Math.max(from, cut);
          }
          const { rows } = await client.query<{ id: string; stock: number }>('select id, stock from variants where product_id = $1', [productId]);
          expect(new Map(rows.map((row) => [row.id, row.stock]))).toEqual(new Map(expected));
        } finally {
          await client.query('rollback');
          client.release();
        }
      }),
      { numRuns: 60 },
    );
  });
});
