import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let categoryId: string;
let otherCategoryId: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  const category = (nameEn: string, nameAr: string) =>
    store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } });
  categoryId = (await category('Abayas', 'عبايات')).body.id;
  otherCategoryId = (await category('Kaftans', 'قفاطين')).body.id;
});
afterAll(() => store.stop());

const productBody = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Black Abaya',
  nameAr: 'عباية سوداء',
  descriptionEn: 'Soft crepe',
  descriptionAr: 'كريب ناعم',
  categoryId,
  status: 'active',
  variants: [
    { size: '52', color: 'Black', price: '120.5', stock: 3 },
    { size: '54', color: 'Black', price: '120.50', stock: 0 },
  ],
  images: [
    { url: 'https://example.com/back.jpg', isPrimary: false, position: 1 },
    { url: 'https://example.com/front.jpg', isPrimary: true, position: 0 },
  ],
  ...overrides,
});
const post = (body: unknown) => store.request('POST', '/api/admin/products', { cookie: admin, body });
const patch = (id: string, body: unknown) => store.request('PATCH', `/api/admin/products/${id}`, { cookie: admin, body });

/** Sends `body` and expects a 400 naming `message`, with nothing written. */
async function refused(body: unknown, message: string, field?: string) {
  const before = await store.eventCount();
  const response = await post(body);
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  if (field) expect(response.body.errors[field]).toContain(message);
  else expect(response.body.message).toBe(message);
  expect(await store.eventCount()).toBe(before);
}

describe('products API: admin', () => {
  it('refuses admin calls without a session (401) and from customers (403)', async () => {
    const customer = await store.customer();
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/api/admin/products'],
      ['POST', '/api/admin/products'],
      ['PATCH', `/api/admin/products/${id}`],
      ['DELETE', `/api/admin/products/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PATCH' ? productBody() : undefined;
      expect((await store.request(method, path, { body })).status).toBe(401);
      expect((await store.request(method, path, { body, cookie: customer })).status).toBe(403);
    }
  });

  it('creates a product and answers 201 with the record as every list now shows it', async () => {
    const created = await post(productBody({ nameEn: 'Crepe Abaya' }));
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(
      ['id', 'slug', 'nameEn', 'nameAr', 'descriptionEn', 'descriptionAr', 'categoryId', 'status', 'createdAt', 'category', 'variants', 'images', 'rating'].sort(),
    );
    expect(created.body).toMatchObject({
      slug: 'crepe-abaya',
      nameEn: 'Crepe Abaya',
      categoryId,
      status: 'active',
      category: { id: categoryId, nameEn: 'Abayas', nameAr: 'عبايات', slug: 'abayas' },
      variants: [
        { id: expect.any(String), size: '52', color: 'Black', colour: { key: 'black', nameEn: 'Black', nameAr: 'أسود', hex: '#1c1c20' }, price: '120.50', stock: 3 },
        { id: expect.any(String), size: '54', color: 'Black', colour: { key: 'black', nameEn: 'Black', nameAr: 'أسود', hex: '#1c1c20' }, price: '120.50', stock: 0 },
      ],
      images: [
        { id: expect.any(String), url: 'https://example.com/front.jpg', isPrimary: true, position: 0 },
        { id: expect.any(String), url: 'https://example.com/back.jpg', isPrimary: false, position: 1 },
      ],
    });
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);
    // The admin table's row: the record without descriptions or shoppers' rating, with its first image only.
    const adminList = await store.request('GET', '/api/admin/products', { cookie: admin });
    const { descriptionEn: _en, descriptionAr: _ar, rating: _rating, ...row } = created.body;
    expect(adminList.body).toContainEqual({ ...row, images: [created.body.images[0]] });
    const publicList = await store.request('GET', '/api/products');
    expect(publicList.body).toContainEqual(created.body);
    const detail = await store.request('GET', '/api/products/crepe-abaya');
    expect(detail.body).toEqual(created.body);
    const event = await store.db.pool.query(`select type, metadata from events where stream_id = $1`, [`product-${created.body.id}`]);
    expect(event.rows).toEqual([{ type: 'ProductCreated', metadata: expect.objectContaining({ actor: expect.objectContaining({ role: 'admin' }) }) }]);
  });

  it('answers 400 with the spec’s messages and writes nothing', async () => {
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('English name is required');
    expect(empty.body.errors).toMatchObject({
      nameEn: ['English name is required'],
      nameAr: ['Arabic name is required'],
      categoryId: ['Category is required'],
      variants: ['At least one variant is required'],
      images: ['At least one image is required'],
    });
    await refused(productBody({ nameAr: '' }), 'Arabic name is required');
    await refused(productBody({ categoryId: '' }), 'Category is required');
    await refused(productBody({ variants: [] }), 'At least one variant is required');
    await refused(productBody({ images: [] }), 'At least one image is required');
    await refused(productBody({ variants: [{ size: 'M', price: '', stock: 1 }] }), 'Price is required', 'variants.0.price');
    await refused(productBody({ variants: [{ size: 'M', stock: 1 }] }), 'Price is required', 'variants.0.price');
    await refused(productBody({ variants: [{ price: '10', stock: -1 }] }), 'Stock must be 0 or greater', 'variants.0.stock');
    await refused(productBody({ images: [{ url: '', isPrimary: true, position: 0 }] }), 'Image is required', 'images.0.url');
    await refused(productBody({ images: [{ url: 'https://example.com/a.jpg', position: 1.5 }] }), 'Position must be a whole number of 0 or greater', 'images.0.position');
    await refused(productBody({ status: 'archived' }), 'Status must be active or inactive');
    await refused(productBody({ categoryId: randomUUID() }), 'Category not found');
    await refused(productBody({ categoryId: 'abayas' }), 'Category not found');
  });

  it('refuses names made only of invisible characters, and keeps no direction overrides in any text', async () => {
    for (const invisible of ['\u200B', '\u200B\u200C\u200D\u2060', '\uFEFF ', '\u00AD', '\u202E\u202C']) {
      await refused(productBody({ nameEn: invisible }), 'English name is required');
      await refused(productBody({ nameAr: invisible }), 'Arabic name is required');
    }
    const created = await post(
      productBody({
        nameEn: '\u202EGlitter\u202C Abaya',
        nameAr: '\u2067عباية\u2069 لامعة',
        descriptionEn: 'Soft \u202Dcrepe\u202C',
        descriptionAr: '\u200B',
        variants: [{ size: '\u2066M\u2069', color: '\u202BBlack\u202C', price: '10', stock: 1 }],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nameEn: 'Glitter Abaya',
      nameAr: 'عباية لامعة',
      descriptionEn: 'Soft crepe',
      descriptionAr: null,
      variants: [{ size: 'M', color: 'Black' }],
    });
    const category = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: '\u2060', nameAr: 'فئة' } });
    expect(category.status).toBe(400);
    expect(category.body.errors).toEqual({ nameEn: ['English name is required'] });
  });

  it('takes prices as strings with at most two decimals within numeric(10,2), and normalises them', async () => {
    const invalid = 'Price must be an amount such as "120.50": 0 or greater, at most 2 decimals, up to 99999999.99';
    for (const price of ['12.345', '-1', '100000000', '1e3', 'abc', 120]) {
      await refused(productBody({ variants: [{ size: 'M', price, stock: 1 }] }), invalid, 'variants.0.price');
    }
    const created = await post(
      productBody({
        nameEn: 'Price Test',
        variants: [
          { size: 'A', price: '99999999.99', stock: 1 },
          { size: 'B', price: '0', stock: 1 },
          { size: 'C', price: '007.5', stock: 1 },
        ],
      }),
    );
    expect(created.body.variants.map((variant: { price: string }) => variant.price)).toEqual(['99999999.99', '0.00', '7.50']);
  });

  it('gives products of one name distinct slugs, readable Arabic ones, and keeps a slug when renamed', async () => {
    const first = await post(productBody({ nameEn: 'Lace Abaya' }));
    const second = await post(productBody({ nameEn: 'Lace Abaya' }));
    expect([first.body.slug, second.body.slug]).toEqual(['lace-abaya', 'lace-abaya-2']);

    const arabic = await post(productBody({ nameEn: 'عباية مطرزة', nameAr: 'عباية مطرزة' }));
    expect(arabic.body.slug).toBe('عباية-مطرزة');
    const bySlug = await store.request('GET', `/api/products/${encodeURIComponent('عباية-مطرزة')}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(arabic.body.id);

    const renamed = await patch(first.body.id, productBody({ nameEn: 'French Lace Abaya' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ nameEn: 'French Lace Abaya', slug: 'lace-abaya' });
    expect((await store.request('GET', '/api/products/lace-abaya')).body.nameEn).toBe('French Lace Abaya');
  });

  it('replaces variants and images on edit, keeping the ids of variants sent back with their id', async () => {
    const created = await post(productBody({ nameEn: 'Editable Abaya' }));
    const [kept, dropped] = created.body.variants;
    const edited = await patch(
      created.body.id,
      productBody({
        nameEn: 'Editable Abaya',
        categoryId: otherCategoryId,
        variants: [
          { id: kept.id, size: '52', color: 'Navy', price: '130', stock: 7 },
          { size: '58', color: 'Navy', price: '130', stock: 2 },
        ],
        images: [{ url: 'https://example.com/new.jpg', isPrimary: true, position: 0 }],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.category.slug).toBe('kaftans');
    expect(edited.body.variants).toEqual([
      { id: kept.id, size: '52', color: 'Navy', colour: { key: 'navy', nameEn: 'Navy', nameAr: 'كحلي', hex: '#222c52' }, price: '130.00', stock: 7 },
      { id: expect.any(String), size: '58', color: 'Navy', colour: { key: 'navy', nameEn: 'Navy', nameAr: 'كحلي', hex: '#222c52' }, price: '130.00', stock: 2 },
    ]);
    expect(edited.body.variants[1].id).not.toBe(dropped.id);
    expect(edited.body.images).toEqual([{ id: expect.any(String), url: 'https://example.com/new.jpg', isPrimary: true, position: 0 }]);
    const types = await store.db.pool.query(`select type from events where stream_id = $1 order by stream_version`, [
      `product-${created.body.id}`,
    ]);
    // Stock typed into the form is recorded in the ledger as a correction by the difference.
    expect(types.rows.map((row) => row.type)).toEqual(['ProductCreated', 'ProductRevised', 'StockAdjustmentMade', 'StockAdjustmentMade']);
  });

  it('refuses an edit naming a variant of another product, writing nothing', async () => {
    const a = await post(productBody({ nameEn: 'Product A' }));
    const b = await post(productBody({ nameEn: 'Product B' }));
    const before = await store.eventCount();
    const response = await patch(a.body.id, productBody({ variants: [{ id: b.body.variants[0].id, price: '1', stock: 1 }] }));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Unknown variant/);
    expect(await store.eventCount()).toBe(before);
  });

  it('hides inactive products from the shop but not from the admin list', async () => {
    const created = await post(productBody({ nameEn: 'Hidden Abaya', status: 'inactive' }));
    expect((await store.request('GET', '/api/products/hidden-abaya')).status).toBe(404);
    expect((await store.request('GET', '/api/products')).body.map((p: { id: string }) => p.id)).not.toContain(created.body.id);
    expect((await store.request('GET', '/api/admin/products', { cookie: admin })).body.map((p: { id: string }) => p.id)).toContain(created.body.id);
    await patch(created.body.id, productBody({ nameEn: 'Hidden Abaya', status: 'active' }));
    expect((await store.request('GET', '/api/products/hidden-abaya')).status).toBe(200);
  });

  it('deletes a product from every list while its stream keeps the history', async () => {
    const created = await post(productBody({ nameEn: 'Short-lived Abaya' }));
    const deleted = await store.request('DELETE', `/api/admin/products/${created.body.id}`, { cookie: admin });
    expect(deleted.status).toBe(204);
    expect((await store.request('GET', '/api/products/short-lived-abaya')).body).toEqual({ message: 'Product not found', code: 'not_found' });
    expect((await store.request('GET', '/api/products')).body.map((p: { id: string }) => p.id)).not.toContain(created.body.id);
    expect((await store.request('GET', '/api/admin/products', { cookie: admin })).body.map((p: { id: string }) => p.id)).not.toContain(created.body.id);
    const history = await store.db.pool.query(`select type from events where stream_id = $1 order by stream_version`, [`product-${created.body.id}`]);
    expect(history.rows.map((row) => row.type)).toEqual(['ProductCreated', 'ProductDeleted']);
    expect((await store.request('DELETE', `/api/admin/products/${created.body.id}`, { cookie: admin })).status).toBe(404);
    expect((await patch(created.body.id, productBody())).status).toBe(404);
  });

  it('answers 404, never 500, for unknown or malformed ids', async () => {
    for (const id of [randomUUID(), 'nope', '12345', '%E2%80%8B']) {
      expect((await patch(id, productBody())).status).toBe(404);
      expect((await store.request('DELETE', `/api/admin/products/${id}`, { cookie: admin })).status).toBe(404);
      expect((await store.request('GET', `/api/admin/products/${id}`, { cookie: admin })).status).toBe(404);
    }
    expect((await store.request('GET', '/api/products/no-such-product')).body).toEqual({ message: 'Product not found', code: 'not_found' });
  });
});

describe('products API: edits against sales (ETag / If-Match)', () => {
  const sell = async (product: { id: string; variants: Array<{ id: string }> }, quantity: number) => {
    const shopper = await store.customer();
    const order = await store.request('POST', '/api/orders', {
      cookie: shopper,
      body: {
        items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity }],
        shippingName: 'Amal',
        shippingPhone: '0501234567',
        shippingCity: 'Dubai',
        shippingAddressLine1: 'Villa 1',
      },
    });
    expect(order.status, order.text).toBe(201);
  };
  const read = (id: string) => store.request('GET', `/api/admin/products/${id}`, { cookie: admin });
  const edit = (id: string, body: unknown, ifMatch?: string) =>
    store.request('PATCH', `/api/admin/products/${id}`, { cookie: admin, body, headers: ifMatch ? { 'if-match': ifMatch } : {} });
  const formOf = (product: { variants: Array<{ id: string; size: string | null; color: string | null; price: string; stock: number }> }) =>
    productBody({ variants: product.variants.map(({ id, size, color, price, stock }) => ({ id, size, color, price, stock })) });

  it('tags a product with its stream version, which every sale moves', async () => {
    const created = await post(productBody({ nameEn: 'Tagged Abaya', variants: [{ size: 'M', price: '100', stock: 10 }] }));
    expect(created.headers.get('etag')).toBe('"v1"');
    const loaded = await read(created.body.id);
    expect(loaded.headers.get('etag')).toBe('"v1"');
    expect(loaded.headers.get('cache-control')).toBe('no-store');
    await sell(created.body, 3);
    expect((await read(created.body.id)).headers.get('etag')).toBe('"v2"');
  });

  it('refuses an edit made on a form loaded before a sale (409 stale_product), writing nothing: the sale stays', async () => {
    const created = await post(productBody({ nameEn: 'Oversold Abaya', variants: [{ size: 'M', price: '100', stock: 10 }] }));
    const loaded = await read(created.body.id);
    await sell(created.body, 3);
    const before = await store.eventCount();
    const stale = await edit(created.body.id, formOf(loaded.body), loaded.headers.get('etag')!);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: expect.stringMatching(/changed/), code: 'stale_product' });
    expect(await store.eventCount()).toBe(before);
    expect((await read(created.body.id)).body.variants[0].stock).toBe(7);

    // Reloaded, the form carries the new tag and the edit goes through; its answer carries the next tag.
    const reloaded = await read(created.body.id);
    const saved = await edit(created.body.id, { ...formOf(reloaded.body), nameEn: 'Restocked Abaya' }, reloaded.headers.get('etag')!);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ nameEn: 'Restocked Abaya', variants: [{ stock: 7 }] });
    expect(saved.headers.get('etag')).toBe('"v3"');
    expect((await read(created.body.id)).headers.get('etag')).toBe('"v3"');
  });

  it('refuses a tag of another form, a weak one and an unchanged stale edit; takes "*" and no If-Match as before', async () => {
    const created = await post(productBody({ nameEn: 'Matched Abaya', variants: [{ size: 'M', price: '100', stock: 10 }] }));
    const form = formOf(created.body);
    for (const tag of ['"v2"', 'W/"v1"', '"x"', '"v0", "v2"']) {
      const refused = await edit(created.body.id, form, tag);
      expect(refused.status, tag).toBe(409);
      expect(refused.body.code).toBe('stale_product');
    }
    expect((await edit(created.body.id, form, '"v9", "v1"')).status).toBe(200);
    await sell(created.body, 2);
    expect((await edit(created.body.id, form, '*')).status).toBe(200);
    // Without If-Match the edit is taken as the spec has it: the stock is set to the form's figure.
    await sell(created.body, 2);
    const unconditional = await edit(created.body.id, form);
    expect(unconditional.status).toBe(200);
    expect(unconditional.body.variants[0].stock).toBe(10);
  });
});

describe('products API: shop caching', () => {
  it('tags the public lists with a strong ETag and answers 304 until the catalog changes', async () => {
    for (const path of ['/api/products', '/api/categories']) {
      const first = await store.request('GET', path);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect((await store.request('GET', path)).headers.get('etag')).toBe(etag);
      const again = await store.request('GET', path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    }
    const before = await store.request('GET', '/api/products');
    await post(productBody({ nameEn: 'Cache Buster' }));
    const after = await store.request('GET', '/api/products', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.map((p: { slug: string }) => p.slug)[0]).toBe('cache-buster');

    const detail = await store.request('GET', '/api/products/cache-buster');
    const revalidated = await store.request('GET', '/api/products/cache-buster', { headers: { 'if-none-match': detail.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  it('notices changes written by another instance: the cache is keyed by the version in the database', async () => {
    const list = await store.request('GET', '/api/categories');
    const category = list.body[0];
    // Written straight to the log, as another instance would; only this instance's projections apply it.
    await store.db.store.append(
      [
        {
          streamId: `category-${category.id}`,
          streamType: 'category',
          expectedVersion: await store.db.store.streamVersion(`category-${category.id}`),
          events: [{ type: 'CategoryRenamed', data: { categoryId: category.id, nameEn: 'Renamed Elsewhere', nameAr: 'عبايات' } }],
        },
      ],
      { actor: { id: 'other-instance', role: 'system' }, correlationId: 'test' },
    );
    const deadline = Date.now() + 5000;
    let seen: string | undefined;
    while (Date.now() < deadline) {
      seen = (await store.request('GET', '/api/categories')).body[0].nameEn;
      if (seen === 'Renamed Elsewhere') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).toBe('Renamed Elsewhere');
  });
});
