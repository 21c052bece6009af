import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, type NewEvent, type Queryable } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { rebuildProjection } from '../engine/rebuild.js';
import { ProjectionRunner } from '../engine/runner.js';
import {
  catalogProjection,
  countProductsInCategory,
  findProduct,
  listCategories,
  listProducts,
  listShopProducts,
  readCatalogVersion,
  readShopFront,
  readShopProductKey,
} from './index.js';

let db: TestDatabase;
let runner: ProjectionRunner;

beforeAll(async () => {
  db = await createTestDatabase();
  runner = new ProjectionRunner(db.pool, db.store, [catalogProjection], db.url, { logger: createLogger('error') });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await db.drop();
});

interface PlanNode {
  readonly 'Node Type': string;
  readonly Plans?: readonly PlanNode[];
}

/** A plan's node and every node below it. */
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

async function given(streamId: string, streamType: string, events: NewEvent[]) {
  const expectedVersion = await db.store.streamVersion(streamId);
  const append = await db.store.append([{ streamId, streamType, expectedVersion, events }], {
    actor: systemActor,
    correlationId: 'test',
  });
  expect(await runner.waitFor(append.position, append.eventTypes)).toBe(true);
}

async function category(nameEn: string, slug: string) {
  const categoryId = randomUUID();
  await given(`category-${categoryId}`, 'category', [
    { type: 'CategoryCreated', data: { categoryId, slug, nameEn, nameAr: `${nameEn} (ar)`, createdAt: new Date().toISOString() } },
  ]);
  return categoryId;
}

function productCreated(categoryId: string, slug: string, createdAt: string, status: 'active' | 'inactive' = 'active') {
  const productId = randomUUID();
  const variantIds = [randomUUID(), randomUUID()];
  const imageIds = [randomUUID(), randomUUID()];
  const event = {
    type: 'ProductCreated',
    data: {
      productId,
      slug,
      categoryId,
      nameEn: `Name ${slug}`,
      nameAr: `اسم ${slug}`,
      descriptionEn: null,
      descriptionAr: 'وصف',
      status,
      variants: [
        { variantId: variantIds[0], size: 'S', color: 'Black', price: '120.50', stock: 3 },
        { variantId: variantIds[1], size: 'M', color: null, price: '99999999.99', stock: 0 },
      ],
      // Listed out of position order on purpose.
      images: [
        { imageId: imageIds[0], url: 'https://example.com/2.jpg', isPrimary: false, position: 2 },
        { imageId: imageIds[1], url: 'https://example.com/0.jpg', isPrimary: true, position: 0 },
      ],
      createdAt,
    },
  };
  return { productId, variantIds, imageIds, event };
}

describe('catalog read model', () => {
  it('lists categories in creation order', async () => {
    const first = await category('Abayas', 'abayas');
    const second = await category('Hijabs', 'hijabs');
    const categories = await listCategories(db.pool);
    expect(categories.slice(-2)).toEqual([
      { id: first, nameEn: 'Abayas', nameAr: 'Abayas (ar)', slug: 'abayas' },
      { id: second, nameEn: 'Hijabs', nameAr: 'Hijabs (ar)', slug: 'hijabs' },
    ]);
  });

  it('shows a product with its category, variants (money as exact strings) and images by position', async () => {
    const categoryId = await category('Kaftans', 'kaftans');
    const { productId, variantIds, imageIds, event } = productCreated(categoryId, 'emerald-kaftan', '2026-01-02T03:04:05.000Z');
    await given(`product-${productId}`, 'product', [event]);
    expect(await findProduct(db.pool, productId)).toEqual({
      id: productId,
      slug: 'emerald-kaftan',
      nameEn: 'Name emerald-kaftan',
      nameAr: 'اسم emerald-kaftan',
      descriptionEn: null,
      descriptionAr: 'وصف',
      categoryId,
      status: 'active',
      createdAt: '2026-01-02T03:04:05.000Z',
      category: { id: categoryId, nameEn: 'Kaftans', nameAr: 'Kaftans (ar)', slug: 'kaftans' },
      variants: [
        // Written at the current version without a key: a free-text colour.
        { id: variantIds[0], size: 'S', color: 'Black', colour: null, price: '120.50', stock: 3 },
        { id: variantIds[1], size: 'M', color: null, colour: null, price: '99999999.99', stock: 0 },
      ],
      images: [
        { id: imageIds[1], url: 'https://example.com/0.jpg', isPrimary: true, position: 0 },
        { id: imageIds[0], url: 'https://example.com/2.jpg', isPrimary: false, position: 2 },
      ],
      rating: { average: 0, count: 0 },
    });
    expect(await countProductsInCategory(db.pool, categoryId)).toBe(1);
  });

  it('revises a product keeping kept variants’ stock, adjusts stock, and drops deleted products', async () => {
    const categoryId = await category('Dresses', 'dresses');
    const { productId, variantIds, event } = productCreated(categoryId, 'maxi-dress', '2026-01-03T00:00:00.000Z');
    const newVariant = randomUUID();
    await given(`product-${productId}`, 'product', [
      event,
      {
        type: 'ProductRevised',
        data: {
          productId,
          categoryId,
          nameEn: 'Maxi Dress',
          nameAr: 'فستان ماكسي',
          descriptionEn: 'Long',
          descriptionAr: null,
          status: 'inactive',
          variants: [
            { variantId: newVariant, size: 'XL', color: 'Navy', price: '10.00' },
            { variantId: variantIds[0]!, size: 'S', color: 'Black', price: '130.00' },
          ],
          images: [{ imageId: randomUUID(), url: 'https://example.com/new.jpg', isPrimary: true, position: 0 }],
          revisedAt: '2026-01-04T00:00:00.000Z',
        },
      },
      { type: 'StockAdjusted', data: { productId, variantId: newVariant, stock: 9, adjustedAt: '2026-01-04T00:00:00.000Z' } },
    ]);
    const revised = await findProduct(db.pool, productId);
    expect(revised).toMatchObject({ nameEn: 'Maxi Dress', status: 'inactive', descriptionEn: 'Long' });
    expect(revised!.variants).toEqual([
      { id: newVariant, size: 'XL', color: 'Navy', colour: null, price: '10.00', stock: 9 },
      { id: variantIds[0], size: 'S', color: 'Black', colour: null, price: '130.00', stock: 3 },
    ]);
    expect(revised!.images.map((image) => image.url)).toEqual(['https://example.com/new.jpg']);

    await given(`product-${productId}`, 'product', [
      { type: 'ProductDeleted', data: { productId, deletedAt: '2026-01-05T00:00:00.000Z' } },
    ]);
    expect(await findProduct(db.pool, productId)).toBeNull();
    const orphans = await db.pool.query('select 1 from variants where product_id = $1', [productId]);
    expect(orphans.rowCount).toBe(0);
  });

  it('gives the shop active products only, newest first, with a version that moves on every change but a sale', async () => {
    const categoryId = await category('Shop', 'shop');
    const before = await readCatalogVersion(db.pool);
    const older = productCreated(categoryId, 'older', '2026-02-01T00:00:00.000Z');
    const newer = productCreated(categoryId, 'newer', '2026-02-02T00:00:00.000Z');
    const hidden = productCreated(categoryId, 'hidden', '2026-02-03T00:00:00.000Z', 'inactive');
    for (const product of [older, newer, hidden]) await given(`product-${product.productId}`, 'product', [product.event]);
    const { version, front } = await readShopFront(db.pool);
    expect(version).not.toBe(before);
    expect(version).toBe(await readCatalogVersion(db.pool));
    // The category's card shows its newest active product's primary picture and counts its active products, as the
    // shop's list of the category does.
    expect(front.showcases).toContainEqual({ categoryId, coverUrl: 'https://example.com/0.jpg', total: 2 });
    const page = await listShopProducts(db.pool, { filters: { category: categoryId }, sort: 'newest', fetch: 10, after: null });
    expect(page.rows.map((row) => row.product.slug)).toEqual(['newer', 'older']);
    expect(page.total).toBe(2);
    expect((await listProducts(db.pool)).map((product) => product.slug)).toContain('hidden');

    // A sale moves the product's own key, never the catalog's version.
    const keyBefore = await readShopProductKey(db.pool, 'older');
    await given(`product-${older.productId}`, 'product', [
      { type: 'StockReserved', data: { productId: older.productId, variantId: older.variantIds[0], orderId: randomUUID(), quantity: 1, remaining: 2, reason: 'order_placed', returnId: null } },
    ]);
    expect(await readCatalogVersion(db.pool)).toBe(version);
    expect(await readShopProductKey(db.pool, 'older')).not.toBe(keyBefore);
    expect(await readShopProductKey(db.pool, 'newer')).toBe(`${version}/1`);
    expect(await readShopProductKey(db.pool, 'hidden')).toBeNull();
  });

  it("reads a category's page through that category's index in each order, with nothing to sort or throw away", async () => {
    const mine = await category('Indexed', 'indexed');
    const other = await category('Elsewhere', 'elsewhere');
    for (let n = 0; n < 6; n++) {
      for (const [categoryId, slug] of [[mine, `indexed-${n}`], [other, `elsewhere-${n}`]] as const) {
        const product = productCreated(categoryId, slug, `2026-03-0${n + 1}T00:00:00.000Z`);
        await given(`product-${product.productId}`, 'product', [product.event]);
      }
    }
    // The list's statements, captured as sent, then explained with whole-table scans made dear (a dozen products
    // are too few for the planner to choose an index otherwise).
    const statements: { text: string; values: unknown[] }[] = [];
    const capture = {
      query: async (text: string, values: unknown[]) => {
        statements.push({ text, values });
        return { rows: [] };
      },
    } as unknown as Queryable;
    const expected = { newest: 'products_category_newest', 'price-asc': 'products_category_price', 'price-desc': 'products_category_price' };
    const client = await db.pool.connect();
    try {
      await client.query('set enable_seqscan = off; set enable_bitmapscan = off');
      for (const [sort, index] of Object.entries(expected)) {
        statements.length = 0;
        await listShopProducts(capture, { filters: { category: mine }, sort: sort as keyof typeof expected, fetch: 4, after: null, total: 0 });
        const [{ text, values }] = statements as [{ text: string; values: unknown[] }];
        const plan = JSON.stringify((await client.query(`explain (format json) ${text}`, values)).rows);
        expect(plan, sort).toContain(`"Index Name":"${index}"`);
        // The page's rows come in the index's order: no sort below the page's limit.
        const top = (await client.query(`explain (format json) ${text}`, values)).rows[0]['QUERY PLAN'][0].Plan as PlanNode;
        const limit = nodes(top).find((node) => node['Node Type'] === 'Limit')!;
        expect(nodes(limit).map((node) => node['Node Type']), sort).not.toContain('Sort');
        const real = await listShopProducts(db.pool, { filters: { category: mine }, sort: sort as keyof typeof expected, fetch: 4, after: null, total: 0 });
        expect(real.rows.every((row) => row.product.categoryId === mine), sort).toBe(true);
      }
    } finally {
      await client.query('reset enable_seqscan; reset enable_bitmapscan');
      client.release();
    }
  });

  it('rebuilds from the log into tables equal to the live ones, and the swap changes the version', async () => {
    const versionBefore = await readCatalogVersion(db.pool);
    const result = await rebuildProjection(db.pool, db.store, catalogProjection, { batchSize: 3 });
    expect(result.differences).toEqual({ categories: 0, products: 0, variants: 0, product_images: 0, catalog_version: 0, colours: 0, catalog_words: 0 });
    expect(result.matches).toBe(true);
    const versionAfter = await readCatalogVersion(db.pool);
    expect(versionAfter).not.toBe(versionBefore);
    expect(versionAfter.split('.')[1]).toBe(versionBefore.split('.')[1]);
    // The runner keeps projecting into the swapped-in tables.
    await category('After rebuild', 'after-rebuild');
    expect((await listCategories(db.pool)).map((row) => row.slug)).toContain('after-rebuild');
  });
});
