import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { rebuildProjection } from '../../projections/index.js';
import { wishlistProjection } from '../../projections/wishlist/index.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let abaya: FixtureProduct;
let hijab: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  abaya = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 3 }, { size: 'L', price: '99.50', stock: 0 }] });
  hijab = await createProduct(store, admin, { variants: [{ price: '35.00', stock: 0 }] });
});
afterAll(() => store.stop());

const list = (cookie: string, query = '') => store.request('GET', `/api/account/wishlist${query}`, { cookie });
const put = (cookie: string, productId: string) => store.request('PUT', `/api/account/wishlist/${productId}`, { cookie });
const remove = (cookie: string, productId: string) => store.request('DELETE', `/api/account/wishlist/${productId}`, { cookie });
const ids = async (cookie: string) => (await list(cookie)).body.map((entry: { productId: string }) => entry.productId);

/** The admin's whole edit of a product, taking it off sale. */
async function inactiveBody(product: FixtureProduct) {
  const found = (await store.request('GET', `/api/admin/products/${product.id}`, { cookie: admin })).body;
  return {
    nameEn: found.nameEn,
    nameAr: found.nameAr,
    categoryId: found.categoryId,
    status: 'inactive',
    variants: found.variants,
    images: found.images.map(({ url, isPrimary, position }: { url: string; isPrimary: boolean; position: number }) => ({ url, isPrimary, position })),
  };
}

describe('wishlist API', () => {
  it('saves a product once however often it is put, lists saved products newest first with their stock, and removes idempotently', async () => {
    const shopper = await store.customer();
    expect((await put(shopper, abaya.id)).status).toBe(204);
    const afterFirst = await store.eventCount();
    expect((await put(shopper, abaya.id)).status).toBe(204);
    expect(await store.eventCount()).toBe(afterFirst);
    expect((await put(shopper, hijab.id)).status).toBe(204);

    const listed = await list(shopper);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('2');
    expect(listed.body).toEqual([
      {
        productId: hijab.id,
        addedAt: expect.any(String),
        product: expect.objectContaining({ slug: hijab.slug, price: '35.00', isActive: true, inStock: false }),
      },
      {
        productId: abaya.id,
        addedAt: expect.any(String),
        product: {
          slug: abaya.slug,
          nameEn: abaya.nameEn,
          nameAr: expect.any(String),
          price: '99.50',
          imageUrl: 'https://images.example.com/abaya.jpg',
          isActive: true,
          inStock: true,
        },
      },
    ]);
    const firstPage = await list(shopper, '?limit=1');
    expect(firstPage.body.map((entry: { productId: string }) => entry.productId)).toEqual([hijab.id]);
    const next = /<([^>]+)>; rel="next"/.exec(firstPage.headers.get('link') ?? '')![1]!;
    expect((await store.request('GET', next, { cookie: shopper })).body.map((entry: { productId: string }) => entry.productId)).toEqual([abaya.id]);

    expect((await remove(shopper, hijab.id)).status).toBe(204);
    const afterRemove = await store.eventCount();
    expect((await remove(shopper, hijab.id)).status).toBe(204);
    expect(await store.eventCount()).toBe(afterRemove);
    expect(await ids(shopper)).toEqual([abaya.id]);
  });

  it('keeps each shopper her own list', async () => {
    const one = await store.customer();
    const other = await store.customer();
    await put(one, abaya.id);
    expect(await ids(other)).toEqual([]);
    expect((await remove(other, abaya.id)).status).toBe(204);
    expect(await ids(one)).toEqual([abaya.id]);
  });

  it('shows a product taken off sale as unavailable, and refuses saving an unknown or inactive product with 404', async () => {
    const shopper = await store.customer();
    const dress = await createProduct(store, admin, { variants: [{ price: '210.00', stock: 5 }] });
    await put(shopper, dress.id);
    const hidden = await store.request('PATCH', `/api/admin/products/${dress.id}`, { cookie: admin, body: await inactiveBody(dress) });
    expect(hidden.status).toBe(200);
    expect((await list(shopper)).body[0].product).toMatchObject({ isActive: false });
    expect((await store.request('DELETE', `/api/admin/products/${dress.id}`, { cookie: admin })).status).toBe(204);
    expect((await list(shopper)).body[0]).toMatchObject({ productId: dress.id, product: null });

    const before = await store.eventCount();
    expect((await put(shopper, randomUUID())).status).toBe(404);
    expect((await put(shopper, 'abaya')).status).toBe(404);
    const inactive = await createProduct(store, admin, { variants: [{ price: '10.00', stock: 1 }], status: 'inactive' });
    const afterCreate = await store.eventCount();
    expect(afterCreate).toBeGreaterThan(before);
    expect((await put(shopper, inactive.id)).status).toBe(404);
    expect(await store.eventCount()).toBe(afterCreate);
  });

  it('refuses visitors with 401', async () => {
    expect((await list('')).status).toBe(401);
    expect((await put('', abaya.id)).status).toBe(401);
    expect((await remove('', abaya.id)).status).toBe(401);
  });
});

describe('the wishlist read model', () => {
  it('rebuilds from the log to what it is live', async () => {
    expect((await rebuildProjection(store.db.pool, store.db.store, wishlistProjection)).matches).toBe(true);
  });
});
