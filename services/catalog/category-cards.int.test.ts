import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

// GET /api/category-cards: every category card of the home page and the shop's front in one cached read, agreeing
// with what the shop's list of each category shows (its count and its newest product's cover).
let store: TestStore;
let admin: string;

interface Card {
  categoryId: string;
  coverUrl: string | null;
  total: number;
}

async function category(nameEn: string): Promise<string> {
  const created = await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr: `${nameEn} ع` } });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

const productBody = (categoryId: string, nameEn: string, image: string, status: string) => ({
  nameEn,
  nameAr: `${nameEn} ع`,
  categoryId,
  status,
  variants: [{ size: 'M', color: null, price: '100.00', stock: 1 }],
  images: [{ url: image, isPrimary: true, position: 0 }],
});

async function product(categoryId: string, nameEn: string, image: string, status = 'active'): Promise<{ id: string }> {
  const created = await store.request('POST', '/api/admin/products', { cookie: admin, body: productBody(categoryId, nameEn, image, status) });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

const cards = async () => {
  const answer = await store.request('GET', '/api/category-cards');
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Card[];
};

/** What one card used to cost a read of: the newest product's first picture and the list's X-Total-Count. */
async function listed(categoryId: string) {
  const answer = await store.request('GET', `/api/products?category=${categoryId}&sort=newest&limit=1`);
  expect(answer.status, answer.text).toBe(200);
  return { total: Number(answer.headers.get('x-total-count')), cover: (answer.body[0]?.images[0]?.url as string | undefined) ?? null };
}

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
});
afterAll(() => store.stop());

describe('the category cards', () => {
  it('give each category on sale its count and newest cover as its list does, leave out those with none, and follow edits', async () => {
    const dresses = await category('Dresses');
    const scarves = await category('Scarves');
    const empty = await category('Empty');
    await product(dresses, 'Old Dress', 'https://images.example.com/old.jpg');
    const newest = await product(dresses, 'New Dress', 'https://images.example.com/new.jpg');
    await product(dresses, 'Hidden Dress', 'https://images.example.com/hidden.jpg', 'inactive');
    await product(scarves, 'Silk Scarf', 'https://images.example.com/silk.jpg');

    const before = await cards();
    expect(before.map((card) => card.categoryId)).toEqual([dresses, scarves]);
    for (const card of before) {
      const list = await listed(card.categoryId);
      expect({ total: card.total, coverUrl: card.coverUrl }, card.categoryId).toEqual({ total: list.total, coverUrl: list.cover });
    }
    expect(before[0]).toMatchObject({ total: 2, coverUrl: 'https://images.example.com/new.jpg' });
    expect(before.some((card) => card.categoryId === empty)).toBe(false);

    // Taking the newest off sale changes the card's count and picture at once (the read is cached per catalog version).
    const edit = await store.request('PATCH', `/api/admin/products/${newest.id}`, {
      cookie: admin,
      body: productBody(dresses, 'New Dress', 'https://images.example.com/new.jpg', 'inactive'),
    });
    expect(edit.status, edit.text).toBe(200);
    const after = (await cards()).find((card) => card.categoryId === dresses);
    expect(after).toEqual({ categoryId: dresses, total: 1, coverUrl: 'https://images.example.com/old.jpg' });
  });
});
