import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, type NewEvent } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../../app/schema.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { rebuildProjection } from '../engine/rebuild.js';
import { ProjectionRunner } from '../engine/runner.js';
import { catalogProjection, findVersionedProduct } from './index.js';

// A store that ran before products carried their stream version: the migration that adds it fills it in from
// the log, as far as the catalog projection had applied it, and from then on every product event moves it.

let db: TestDatabase;
let runner: ProjectionRunner;

beforeAll(async () => {
  db = await createTestDatabase();
});

/** The catalog tables as the store left them before the migration: rows without a version (nor what came later). */
async function asBeforeTheVersionMigration() {
  await db.pool.query(`alter table products drop column version, drop column price_from, drop column search_text,
      drop column rating_sum, drop column rating_count;
    delete from schema_migrations where id in ('projection:catalog:2', 'projection:catalog:3', 'projection:catalog:4')`);
}
afterAll(async () => {
  await runner?.stop();
  await db.drop();
});

const startRunner = async () => {
  runner = new ProjectionRunner(db.pool, db.store, [catalogProjection], db.url, { logger: createLogger('error') });
  await runner.start();
};

async function append(streamId: string, streamType: string, events: NewEvent[], wait = true) {
  const expectedVersion = await db.store.streamVersion(streamId);
  const appended = await db.store.append([{ streamId, streamType, expectedVersion, events }], { actor: systemActor, correlationId: 'test' });
  if (wait) expect(await runner.waitFor(appended.position, appended.eventTypes)).toBe(true);
}

function created(categoryId: string) {
  const productId = randomUUID();
  const variantId = randomUUID();
  const event: NewEvent = {
    type: 'ProductCreated',
    data: {
      productId,
      slug: `p-${productId.slice(0, 8)}`,
      categoryId,
      nameEn: 'Abaya',
      nameAr: 'عباية',
      descriptionEn: null,
      descriptionAr: null,
      status: 'active',
      variants: [{ variantId, size: 'M', color: null, price: '10.00', stock: 20 }],
      images: [{ imageId: randomUUID(), url: 'https://example.com/a.jpg', isPrimary: true, position: 0 }],
      createdAt: new Date().toISOString(),
    },
  };
  return { productId, variantId, event };
}

const reserved = (productId: string, variantId: string, remaining: number): NewEvent => ({
  type: 'StockReserved',
  data: { productId, variantId, orderId: randomUUID(), quantity: 1, remaining, reason: 'order_placed', returnId: null },
});

describe('a product row\'s version', () => {
  it('is filled in for existing products by the migration, then follows every event of the stream', async () => {
    await startRunner();
    const categoryId = randomUUID();
    await append(`category-${categoryId}`, 'category', [
      { type: 'CategoryCreated', data: { categoryId, slug: 'c', nameEn: 'C', nameAr: 'ج', createdAt: new Date().toISOString() } },
    ]);
    const a = created(categoryId);
    const b = created(categoryId);
    await append(`product-${a.productId}`, 'product', [a.event, reserved(a.productId, a.variantId, 19), reserved(a.productId, a.variantId, 18)]);
    await append(`product-${b.productId}`, 'product', [b.event]);
    // Stopped before this sale is applied: the migration must not claim a version the row does not show yet.
    await runner.stop();
    await append(`product-${b.productId}`, 'product', [reserved(b.productId, b.variantId, 19)], false);

    await asBeforeTheVersionMigration();
    expect(await migrate(db.pool, storeMigrations)).toEqual(['projection:catalog:2', 'projection:catalog:3', 'projection:catalog:4']);
    expect((await findVersionedProduct(db.pool, a.productId))?.version).toBe(3);
    expect(await findVersionedProduct(db.pool, b.productId)).toMatchObject({ version: 1, product: { variants: [{ stock: 20 }] } });

    await startRunner();
    await append(`product-${a.productId}`, 'product', [reserved(a.productId, a.variantId, 17)]);
    expect(await findVersionedProduct(db.pool, a.productId)).toMatchObject({ version: 4, product: { variants: [{ stock: 17 }] } });
    expect(await findVersionedProduct(db.pool, b.productId)).toMatchObject({ version: 2, product: { variants: [{ stock: 19 }] } });
    await append(`product-${b.productId}`, 'product', [
      { type: 'StockAdjusted', data: { productId: b.productId, variantId: b.variantId, stock: 5, adjustedAt: new Date().toISOString() } },
    ]);
    expect((await findVersionedProduct(db.pool, b.productId))?.version).toBe(3);

    const rebuilt = await rebuildProjection(db.pool, db.store, catalogProjection);
    expect(rebuilt.matches).toBe(true);
  });
});
