import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let customer: string;
const categories: Record<'abayas' | 'hijabs', string> = { abayas: '', hijabs: '' };
const ids: Record<string, string> = {};

interface Made {
  key: string;
  nameEn: string;
  nameAr: string;
  category: keyof typeof categories;
  status?: 'active' | 'inactive';
  stocks: number[];
}

const made: Made[] = [
  { key: 'crepe', nameEn: 'Crepe Abaya', nameAr: 'عباية كريب', category: 'abayas', stocks: [10, 20] },
  { key: 'soldOut', nameEn: 'Linen Abaya', nameAr: 'عباية كتان', category: 'abayas', stocks: [0, 0] },
  { key: 'oneSizeOut', nameEn: 'Open Abaya', nameAr: 'عباية مفتوحة', category: 'abayas', stocks: [0, 12] },
  { key: 'low', nameEn: 'Silk Hijab', nameAr: 'حجاب حرير', category: 'hijabs', stocks: [4, 30] },
  { key: 'lowest', nameEn: 'Jersey Hijab', nameAr: 'حجاب جيرسي', category: 'hijabs', stocks: [1], status: 'inactive' },
  { key: 'plenty', nameEn: 'Chiffon Hijab', nameAr: 'حجاب شيفون', category: 'hijabs', stocks: [5, 9] },
];

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  customer = await store.customer();
  for (const [key, nameEn, nameAr] of [['abayas', 'Abayas', 'عبايات'], ['hijabs', 'Hijabs', 'حجابات']] as const) {
    categories[key] = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } })).body.id;
  }
  for (const product of made) {
    const created = await store.request('POST', '/api/admin/products', {
      cookie: admin,
      body: {
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        descriptionEn: 'A long description the table never shows. '.repeat(20),
        descriptionAr: 'وصف طويل',
        categoryId: categories[product.category],
        status: product.status ?? 'active',
        variants: product.stocks.map((stock, index) => ({ size: ['S', 'M'][index], color: null, price: '100.00', stock })),
        images: [
          { url: 'https://images.example.com/second.jpg', isPrimary: false, position: 1 },
          { url: 'https://images.example.com/first.jpg', isPrimary: true, position: 0 },
        ],
      },
    });
    expect(created.status).toBe(201);
    ids[product.key] = created.body.id;
  }
}, 60_000);
afterAll(() => store.stop());

const list = (query = '', cookie = admin) => store.request('GET', `/api/admin/products${query}`, { cookie });
const keysOf = (body: Array<{ id: string }>) => body.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));

describe('GET /api/admin/products', () => {
  it('answers compact rows, newest first, with the total', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-total-count')).toBe('6');
    expect(answer.headers.get('link')).toBeNull();
    expect(keysOf(answer.body)).toEqual(made.map((product) => product.key).reverse());
    const row = answer.body.find((candidate: { id: string }) => candidate.id === ids.crepe);
    expect(row).toEqual({
      id: ids.crepe,
      slug: expect.any(String),
      nameEn: 'Crepe Abaya',
      nameAr: 'عباية كريب',
      categoryId: categories.abayas,
      status: 'active',
      createdAt: expect.any(String),
      category: { id: categories.abayas, nameEn: 'Abayas', nameAr: 'عبايات', slug: expect.any(String) },
      variants: [expect.objectContaining({ size: 'S', stock: 10, price: '100.00' }), expect.objectContaining({ size: 'M', stock: 20 })],
      images: [expect.objectContaining({ url: 'https://images.example.com/first.jpg', position: 0 })],
    });
  });

  it('reaches every product once across pages, in either sort', async () => {
    for (const sort of ['newest', 'name']) {
      const seen: string[] = [];
      let path: string | null = `/api/admin/products?sort=${sort}&limit=4`;
      while (path) {
        const page = await store.request('GET', path, { cookie: admin });
        expect(page.status).toBe(200);
        expect(page.headers.get('x-total-count')).toBe('6');
        seen.push(...page.body.map((row: { nameEn: string }) => row.nameEn));
        path = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? null;
      }
      const names = made.map((product) => product.nameEn);
      expect(seen).toEqual(sort === 'name' ? [...names].sort() : [...names].reverse());
    }
  });

  it('filters by name in either language or slug, category, status and stock', async () => {
    const keys = async (query: string) => keysOf((await list(query)).body);
    expect(await keys('?q=hijab')).toEqual(['plenty', 'lowest', 'low']);
    expect(await keys(`?q=${encodeURIComponent('كريب')}`)).toEqual(['crepe']);
    expect(await keys('?q=linen-abaya')).toEqual(['soldOut']);
    expect(await keys(`?category=${categories.abayas}`)).toEqual(['oneSizeOut', 'soldOut', 'crepe']);
    expect(await keys('?status=inactive')).toEqual(['lowest']);
    // out: some variant at 0; low: some variant with 1 to 4 left.
    expect(await keys('?stock=out')).toEqual(['oneSizeOut', 'soldOut']);
    expect(await keys('?stock=low')).toEqual(['lowest', 'low']);
    expect(await keys(`?stock=low&status=active&category=${categories.hijabs}&q=silk`)).toEqual(['low']);
    const counted = await list('?stock=out&limit=1');
    expect(counted.headers.get('x-total-count')).toBe('2');
    expect(counted.headers.get('link')).toMatch(/stock=out&limit=1&cursor=/);
  });

  it('refuses bad parameters with a 400', async () => {
    const nameCursor = /cursor=([\w-]+)/.exec((await list('?sort=name&limit=1')).headers.get('link')!)![1];
    const cases: Array<[string, string]> = [
      ['?stock=none', 'invalid'],
      ['?status=hidden', 'invalid'],
      ['?category=abayas', 'invalid'],
      ['?sort=price', 'invalid'],
      ['?q=a&q=b', 'invalid'],
      ['?limit=500', 'invalid_limit'],
      [`?cursor=${nameCursor}`, 'invalid_cursor'],
      // A newest-first cursor whose time is not a time; a name cursor holding a NUL.
      ['?cursor=WyJuZXdlc3QiLCAieWVzdGVyZGF5IiwgIjliMmQ3YzFlLTRhNWYtNGMzZS05ZDJhLTFmMGU4YjdjNmE1ZCJd', 'invalid_cursor'],
      ['?sort=name&cursor=WyJuYW1lIiwgImFcdTAwMDBiIiwgIjliMmQ3YzFlLTRhNWYtNGMzZS05ZDJhLTFmMGU4YjdjNmE1ZCJd', 'invalid_cursor'],
    ];
    for (const [query, code] of cases) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(code);
    }
    expect((await list(`?sort=name&cursor=${nameCursor}`)).status).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await store.request('GET', '/api/admin/products')).status).toBe(401);
    expect((await list('', customer)).status).toBe(403);
  });
});
