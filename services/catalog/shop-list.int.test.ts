import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { findProduct } from '../../projections/catalog/index.js';
import { cacheWork } from './cache-work.js';

// GET /api/products: the shop's paged, filtered, searchable list (shop-list.ts, projections/catalog/shop-list.ts).
let store: TestStore;
let admin: string;
let abayas: string;
let prayer: string;

interface Listed {
  id: string;
  slug: string;
  nameEn: string;
  createdAt: string;
  variants: Array<{ id: string; size: string | null; color: string | null; price: string; stock: number }>;
}

interface Variant {
  size?: string;
  color?: string;
  price: string;
  stock: number;
}

async function category(nameEn: string, nameAr: string): Promise<string> {
  const created = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

async function product(
  categoryId: string,
  nameEn: string,
  nameAr: string,
  variants: Variant[],
  more: { descriptionEn?: string; descriptionAr?: string; status?: string } = {},
): Promise<Listed> {
  const created = await store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn,
      nameAr,
      categoryId,
      status: 'active',
      ...more,
      variants: variants.map((variant) => ({ size: null, color: null, ...variant })),
      images: [{ url: 'https://images.example.com/p.jpg', isPrimary: true, position: 0 }],
    },
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

const list = (query: string) => store.request('GET', `/api/products?${query}`);
const names = async (query: string) => {
  const answer = await list(query);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as Listed[]).map((item) => item.nameEn).sort();
};

/** Follows `Link: rel="next"` from the first page to the last (at most 50 pages), between pages running `between`. */
async function everyPage(query: string, between: (page: number) => Promise<void> = async () => undefined) {
  const seen: Listed[] = [];
  const totals: number[] = [];
  let path: string | null = `/api/products?${query}`;
  for (let page = 0; path && page < 50; page++) {
    const answer = await store.request('GET', path);
    expect(answer.status, answer.text).toBe(200);
    seen.push(...answer.body);
    totals.push(Number(answer.headers.get('x-total-count')));
    path = /^<([^>]+)>; rel="next"$/.exec(answer.headers.get('link') ?? '')?.[1] ?? null;
    if (path) await between(page);
  }
  expect(path).toBeNull();
  return { seen, totals };
}

let blackAbaya: Listed;
let embroidered: Listed;
let prayerMat: Listed;
let wrap: Listed;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  abayas = await category('Abayas', 'عبايات');
  prayer = await category('Prayer', 'صلاة');
  blackAbaya = await product(abayas, 'Black Abaya', 'عباية سوداء', [
    { size: '52', color: 'Black', price: '120.50', stock: 3 },
    { size: '54', color: 'Black', price: '140.00', stock: 0 },
  ], { descriptionEn: 'Soft crepe for every day' });
  embroidered = await product(abayas, 'Embroidered Abaya', 'عبـــاية مطرزة', [{ size: '54', color: 'Navy', price: '310.00', stock: 2 }]);
  await product(prayer, 'Prayer Robe', 'إسدال الصلاة', [{ size: 'One size', color: 'White', price: '95.00', stock: 0 }], {
    descriptionAr: 'قماش خفيف',
  });
  prayerMat = await product(prayer, 'Prayer Mat', 'سجادة مصلى', [{ color: 'Green', price: '60.00', stock: 9 }]);
  wrap = await product(prayer, 'Travel Wrap', 'مَلْحَفَة السَّفَر', [{ size: 'M', color: 'black', price: '75.00', stock: 1 }]);
  await product(abayas, 'Hidden Abaya', 'عباية مخفية', [{ size: '52', price: '10.00', stock: 5 }], { status: 'inactive' });
});
afterAll(() => store.stop());

describe('the shop list: search', () => {
  it('finds Arabic words however the alef, ta marbuta, alef maqsura, diacritics and tatweel are written', async () => {
    // ه for ة; the tatweel in "عبـــاية" is ignored.
    expect(await names('q=عبايه')).toEqual(['Black Abaya', 'Embroidered Abaya']);
    for (const alef of ['اسدال', 'أسدال', 'آسدال', 'إسدال']) expect(await names(`q=${encodeURIComponent(alef)}`), alef).toEqual(['Prayer Robe']);
    expect(await names(`q=${encodeURIComponent('مصلي')}`)).toEqual(['Prayer Mat']);
    // Written plain, it finds the name written with diacritics, and the other way round.
    expect(await names(`q=${encodeURIComponent('ملحفة')}`)).toEqual(['Travel Wrap']);
    expect(await names(`q=${encodeURIComponent('سُجّادة')}`)).toEqual(['Prayer Mat']);
    expect(await names(`q=${encodeURIComponent('خفيف')}`)).toEqual(['Prayer Robe']);
  });

  it('needs every word, in any order, in either language, names and descriptions alike, case aside', async () => {
    expect(await names('q=abaya%20black')).toEqual(['Black Abaya']);
    expect(await names('q=BLACK+abaya')).toEqual(['Black Abaya']);
    expect(await names('q=abaya')).toEqual(['Black Abaya', 'Embroidered Abaya']);
    expect(await names('q=crepe')).toEqual(['Black Abaya']);
    expect(await names(`q=${encodeURIComponent('عباية سوداء')}`)).toEqual(['Black Abaya']);
    expect(await names(`q=${encodeURIComponent('سوداء abaya')}`)).toEqual(['Black Abaya']);
    expect(await names('q=abaya+kaftan')).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=_')).toEqual([]);
    // Active products only, as every shop read.
    expect(await names('q=hidden')).toEqual([]);
  });
});

describe('the shop list: filters and sorts', () => {
  it('filters by category, and by size, colour, price and stock on one variant together', async () => {
    expect(await names(`category=${prayer}`)).toEqual(['Prayer Mat', 'Prayer Robe', 'Travel Wrap']);
    expect(await names(`category=${abayas}&q=black`)).toEqual(['Black Abaya']);
    expect(await names('size=54')).toEqual(['Black Abaya', 'Embroidered Abaya']);
    expect(await names('size=m&size=One+size')).toEqual(['Prayer Robe', 'Travel Wrap']);
    expect(await names('color=BLACK')).toEqual(['Black Abaya', 'Travel Wrap']);
    expect(await names('inStock=1&category=' + prayer)).toEqual(['Prayer Mat', 'Travel Wrap']);
    expect(await names('inStock=0&category=' + prayer)).toEqual(['Prayer Mat', 'Prayer Robe', 'Travel Wrap']);
    // The black abaya's size 54 is sold out: "54 in stock" is the navy one only.
    expect(await names('size=54&inStock=1')).toEqual(['Embroidered Abaya']);
    expect(await names('minPrice=130&maxPrice=140')).toEqual(['Black Abaya']);
    expect(await names('minPrice=130&maxPrice=140&inStock=1')).toEqual([]);
    expect(await names('minPrice=300')).toEqual(['Embroidered Abaya']);
    expect(await names('maxPrice=75')).toEqual(['Prayer Mat', 'Travel Wrap']);
    expect(await names('minPrice=95&maxPrice=95.00')).toEqual(['Prayer Robe']);
  });

  it('sorts by the lowest price either way, and newest first by default', async () => {
    const order = async (query: string) => ((await list(query)).body as Listed[]).map((item) => item.nameEn);
    expect(await order('sort=price-asc')).toEqual(['Prayer Mat', 'Travel Wrap', 'Prayer Robe', 'Black Abaya', 'Embroidered Abaya']);
    expect(await order('sort=price-desc')).toEqual(['Embroidered Abaya', 'Black Abaya', 'Prayer Robe', 'Travel Wrap', 'Prayer Mat']);
    expect(await order('')).toEqual(['Travel Wrap', 'Prayer Mat', 'Prayer Robe', 'Embroidered Abaya', 'Black Abaya']);
    expect(await order('sort=newest')).toEqual(await order(''));
    // Each item keeps the shape of the spec's list: the product with its category, variants and images.
    const [first] = (await list(`q=crepe`)).body;
    expect(first).toMatchObject({ id: blackAbaya.id, category: { id: abayas, nameEn: 'Abayas' }, images: [{ isPrimary: true }] });
    expect(first.variants).toEqual(blackAbaya.variants);
  });

  it('answers a bad filter with a 400 naming it, never a 500 or an empty list', async () => {
    const cases: Array<[query: string, field: string, code: string]> = [
      ['category=abayas', 'category', 'invalid_filter'],
      [`category=${abayas}&category=${prayer}`, 'category', 'invalid_filter'],
      ['sort=cheapest', 'sort', 'invalid_filter'],
      ['minPrice=abc', 'minPrice', 'invalid_filter'],
      ['maxPrice=-1', 'maxPrice', 'invalid_filter'],
      ['minPrice=1.234', 'minPrice', 'invalid_filter'],
      ['minPrice=200&maxPrice=100', 'maxPrice', 'invalid_filter'],
      ['inStock=yes', 'inStock', 'invalid_filter'],
      [`q=${'a'.repeat(201)}`, 'q', 'invalid_filter'],
      ['q=a+b+c+d+e+f+g+h+i+j+k', 'q', 'invalid_filter'],
      [`size=${'x'.repeat(51)}`, 'size', 'invalid_filter'],
      ['limit=0', 'limit', 'invalid_limit'],
      ['limit=101', 'limit', 'invalid_limit'],
      ['cursor=not-a-cursor', 'cursor', 'invalid_cursor'],
      ['q=abaya%00', 'q', 'invalid_filter'],
      ['color=%00', 'color', 'invalid_filter'],
      ['q=abaya&q=black', 'q', 'invalid_filter'],
    ];
    for (const [query, field, code] of cases) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(code);
      expect(answer.body.errors?.[field], query).toEqual([expect.any(String)]);
    }
    // A cursor of one sort is refused by another.
    const first = await list('limit=1&sort=price-asc');
    const cursor = new URL(/^<([^>]+)>/.exec(first.headers.get('link')!)![1]!, store.url).searchParams.get('cursor')!;
    expect((await list(`limit=1&sort=newest&cursor=${cursor}`)).body.code).toBe('invalid_cursor');
    expect((await list(`limit=1&sort=price-asc&cursor=${cursor}`)).status).toBe(200);
    // Parameters the list does not know are left alone (a language, a cache-buster).
    expect((await list('lang=ar&_=1')).status).toBe(200);
    // A slug no product can have is a 404, like any unknown one.
    expect((await store.request('GET', '/api/products/%00')).status).toBe(404);
    expect((await store.request('GET', `/api/products/${'x'.repeat(600)}`)).status).toBe(404);
  });
});

describe('the shop list: pages', () => {
  it('reaches every product exactly once across pages in each sort, also when products are added meanwhile', async () => {
    const paged = await category('Paged', 'صفحات');
    const prices = ['20.00', '20.00', '20.00', '35.50', '35.50', '50.00', '12.00', '99.99', '20.00', '61.00', '35.50'];
    const originals: Listed[] = [];
    for (const price of prices) originals.push(await product(paged, `Paged ${originals.length}`, `صفحة ${originals.length}`, [{ price, stock: 1 }]));
    let added = 0;
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      const { seen, totals } = await everyPage(`category=${paged}&sort=${sort}&limit=4`, async () => {
        // New products (cheap and dear, so they land before and after the cursor in the price sorts).
        await product(paged, `Added ${added}`, `مضاف ${added}`, [{ price: added % 2 ? '1.00' : '500.00', stock: 1 }]);
        added += 1;
      });
      const ids = seen.map((item) => item.id);
      expect(new Set(ids).size, sort).toBe(ids.length);
      for (const original of originals) expect(ids.filter((id) => id === original.id), `${sort} ${original.nameEn}`).toHaveLength(1);
      expect(totals[0], sort).toBe(originals.length + added - (totals.length - 1));
      const values = seen.filter((item) => item.nameEn.startsWith('Paged'));
      const lowest = (item: Listed) => Number(item.variants[0]!.price);
      if (sort === 'price-asc') expect(values.map(lowest)).toEqual([...values.map(lowest)].sort((a, b) => a - b));
      if (sort === 'price-desc') expect(values.map(lowest)).toEqual([...values.map(lowest)].sort((a, b) => b - a));
      if (sort === 'newest') expect(values.map((item) => item.nameEn)).toEqual([...originals].reverse().map((item) => item.nameEn));
    }
    // The last page has no next link; the total counts every match.
    const all = await list(`category=${paged}&limit=100`);
    expect(all.headers.get('link')).toBeNull();
    expect(Number(all.headers.get('x-total-count'))).toBe(originals.length + added);
    expect(all.body).toHaveLength(originals.length + added);
  });

  it('gives 24 a page unless asked otherwise', async () => {
    const answer = await list('');
    expect(answer.body.length).toBe(Math.min(24, Number(answer.headers.get('x-total-count'))));
    expect(answer.headers.get('link')).toMatch(/rel="next"/);
  });
});

describe('the shop catalog under orders', () => {
  const sell = async (item: Listed, variant = 0) => {
    const order = await store.request('POST', '/api/orders', {
      cookie: await store.customer(),
      body: {
        items: [{ productId: item.id, variantId: item.variants[variant]!.id, quantity: 1 }],
        shippingName: 'Amal',
        shippingPhone: '0501234567',
        shippingCity: 'Dubai',
        shippingAddressLine1: 'Villa 1',
      },
    });
    expect(order.status, order.text).toBe(201);
  };
  const catalogVersion = async () => (await store.db.pool.query('select changes::int from catalog_version')).rows[0].changes;

  it('rebuilds nothing but the sold product’s own answer: other products and the categories keep their bytes and tags', async () => {
    const read = (path: string) => store.request('GET', path, { headers: { 'accept-encoding': 'identity' } });
    const before = {
      sold: await read(`/api/products/${prayerMat.slug}`),
      other: await read(`/api/products/${embroidered.slug}`),
      categories: await read('/api/categories'),
      version: await catalogVersion(),
    };
    const work = { ...cacheWork };
    await sell(prayerMat);
    const sold = await read(`/api/products/${prayerMat.slug}`);
    expect(sold.body.variants[0].stock).toBe(before.sold.body.variants[0].stock - 1);
    expect(sold.headers.get('etag')).not.toBe(before.sold.headers.get('etag'));
    // Read in one statement, the answer is the product as the catalog's row-by-row reader gives it.
    const plain = JSON.parse(JSON.stringify(await findProduct(store.db.pool, prayerMat.id)));
    expect(sold.body).toEqual(plain);
    expect(plain.images).toHaveLength(1);
    const other = await read(`/api/products/${embroidered.slug}`);
    expect(other.headers.get('etag')).toBe(before.other.headers.get('etag'));
    expect((await read(`/api/products/${embroidered.slug}`)).status).toBe(200);
    const categories = await read('/api/categories');
    expect(categories.headers.get('etag')).toBe(before.categories.headers.get('etag'));
    // The sale moved no version the cached documents hang on, and only the sold product's answer was built again.
    expect(await catalogVersion()).toBe(before.version);
    expect(cacheWork.productAnswersBuilt - work.productAnswersBuilt).toBe(1);
    expect(cacheWork.shopFrontsLoaded - work.shopFrontsLoaded).toBe(0);
    // The list shows the new stock at once.
    const listed = ((await list(`category=${prayer}`)).body as Listed[]).find((item) => item.id === prayerMat.id)!;
    expect(listed.variants[0]!.stock).toBe(sold.body.variants[0].stock);
    expect(listed).toEqual(plain);
    // An edit still reaches the cached documents.
    await store.request('PATCH', `/api/admin/categories/${prayer}`, { cookie: admin, body: { nameEn: 'Prayer wear', nameAr: 'ملابس الصلاة' } });
    expect((await read(`/api/products/${wrap.slug}`)).body.category.nameEn).toBe('Prayer wear');
    expect((await read('/api/categories')).headers.get('etag')).not.toBe(before.categories.headers.get('etag'));
  });

  it('answers a page read again from memory, and shows a sale of one of its products at once', async () => {
    const query = `category=${abayas}&sort=price-asc`;
    const first = await list(query);
    expect(first.status).toBe(200);
    // Read again straight away: this instance leads the catalog and applied nothing since, so no statement is needed.
    let fromMemory = 0;
    for (let attempt = 0; attempt < 10 && fromMemory === 0; attempt++) {
      const read = cacheWork.shopPagesRead;
      const again = await list(query);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
      if (cacheWork.shopPagesRead === read) fromMemory += 1;
    }
    expect(fromMemory).toBe(1);
    const listed = (first.body as Listed[]).find((item) => item.id === blackAbaya.id)!;
    await sell(blackAbaya);
    const after = ((await list(query)).body as Listed[]).find((item) => item.id === blackAbaya.id)!;
    expect(after.variants[0]!.stock).toBe(listed.variants[0]!.stock - 1);
  });
});
