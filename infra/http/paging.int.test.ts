import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { encodeCursor, type CursorKey } from './paging.js';

let store: TestStore;
let admin: string;
let shopper: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  shopper = await store.customer();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 3 }] });
});
afterAll(() => store.stop());

const time = '2026-11-23T10:00:00.5+00:00';
const id = () => randomUUID();

/** Each list with a key of its shape, and who may read it. */
const lists = (): Array<{ path: string; cookie?: string; key: CursorKey }> => [
  { path: `/api/products/${product.slug}/reviews`, key: [time, id()] },
  { path: '/api/account/addresses', cookie: shopper, key: [time, id()] },
  { path: '/api/account/wishlist', cookie: shopper, key: [time, id()] },
  { path: '/api/account/notifications', cookie: shopper, key: [time, id()] },
  { path: '/api/account/orders', cookie: shopper, key: [time, 1042] },
  { path: `/api/admin/products/${product.id}/reviews`, cookie: admin, key: [time, id()] },
  { path: '/api/admin/customers', cookie: admin, key: [time, id()] },
  { path: '/api/admin/orders', cookie: admin, key: [time, 1042] },
  { path: '/api/audit/orders', cookie: admin, key: [time, 1042] },
  { path: '/api/admin/products', cookie: admin, key: ['newest', time, id()] },
  { path: '/api/admin/products?sort=name', cookie: admin, key: ['name', 'Abaya', id()] },
  { path: '/api/admin/couriers', cookie: admin, key: ['aramex', id()] },
  { path: '/api/admin/low-stock', cookie: admin, key: [2, 'Abaya', id()] },
  { path: '/api/products', key: ['newest', '2026-11-23T10:00:00.500000Z', id()] },
];

const read = (path: string, key: CursorKey, cookie?: string) =>
  store.request('GET', `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeCursor(key)}`, { cookie });

/** Values PostgreSQL would refuse in a key's place (a time it cannot read, text with a NUL, an integer past int4). */
const badValues: readonly unknown[] = [
  'x',
  '0000-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-11-23T10:00:00+25:00',
  'Abaya\u0000',
  '\uD800',
  2_147_483_648,
  -2_147_483_649,
  1.5,
  null,
];

describe('cursors of every list', () => {
  it.each([
    ['/api/products/:slug/reviews', () => `/api/products/${product.slug}/reviews`, () => undefined],
    ['/api/account/addresses', () => '/api/account/addresses', () => shopper],
    ['/api/account/wishlist', () => '/api/account/wishlist', () => shopper],
  ])('%s refuses a well-formed cursor holding no time with 400 invalid_cursor', async (_route, path, cookie) => {
    const answer = await read(path(), ['x', id()], cookie());
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.code).toBe('invalid_cursor');
  });

  it('takes a key of its own shape on every list', async () => {
    for (const { path, cookie, key } of lists()) {
      const answer = await read(path, key, cookie);
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    }
  });

  it('answers a bad value in any place of the key with 400 invalid_cursor or a page, never a 5xx', async () => {
    for (const { path, cookie, key } of lists()) {
      for (let place = 0; place < key.length; place += 1) {
        for (const value of badValues) {
          const bad = key.map((part, index) => (index === place ? value : part)) as CursorKey;
          const answer = await read(path, bad, cookie);
          const what = `${path} ${JSON.stringify(bad)}: ${answer.status} ${answer.text}`;
          expect([200, 400], what).toContain(answer.status);
          if (answer.status === 400) expect(answer.body.code, what).toBe('invalid_cursor');
          // A time's place takes no value but a time.
          if (typeof key[place] === 'string' && key[place] === time) expect(answer.status, what).toBe(400);
        }
      }
    }
  });
});
