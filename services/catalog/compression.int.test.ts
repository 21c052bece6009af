import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let product: FixtureProduct;
beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  for (let i = 0; i < 10; i++) product = await createProduct(store, admin, { variants: [{ size: 'M', price: '99.00', stock: 3 }] });
});
afterAll(() => store.stop());

const get = (path: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
  store.request('GET', path, { cookie: admin, headers: { 'accept-encoding': acceptEncoding, ...headers } });

describe('JSON compression', () => {
  it('sends the shop list and a product gzip to clients that accept it, with its own tag, and plain JSON to others', async () => {
    for (const path of ['/api/products', '/api/products?limit=5&sort=price-asc']) {
      const gzip = await get(path, 'gzip, deflate, br');
      const plain = await get(path, 'identity');
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(gzip.headers.get('vary'), path).toMatch(/Accept-Encoding/);
      expect(gzip.body, path).toEqual(plain.body);
      expect(gzip.headers.get('etag'), path).not.toBe(plain.headers.get('etag'));
      const revalidated = await get(path, 'gzip', { 'if-none-match': gzip.headers.get('etag')! });
      expect(revalidated.status, path).toBe(304);
    }
    expect((await get('/api/products', 'gzip')).body).toHaveLength(10);
    // A product's answer (under 1 KB here) keeps its tag whatever the coding asked for.
    const single = await get(`/api/products/${product.slug}`, 'gzip');
    expect(single.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect((await get(`/api/products/${product.slug}`, 'gzip', { 'if-none-match': single.headers.get('etag')! })).status).toBe(304);
  });

  it('compresses every other JSON answer over 1 KB (admin lists among them): Brotli first, else gzip', async () => {
    for (const path of ['/api/admin/products', '/api/admin/categories']) {
      const br = await get(path, 'gzip, deflate, br');
      const gzip = await get(path, 'gzip');
      const plain = await get(path, 'identity');
      expect(Buffer.byteLength(plain.text), path).toBeGreaterThan(1024);
      expect(br.headers.get('content-encoding'), path).toBe('br');
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      for (const answer of [br, gzip, plain]) {
        expect(answer.body, path).toEqual(plain.body);
        expect(answer.headers.get('vary'), path).toMatch(/Accept-Encoding/);
        expect(answer.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      }
      // Each coding is its own representation with its own tag.
      expect(new Set([br, gzip, plain].map((answer) => answer.headers.get('etag'))).size, path).toBe(3);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const me = await get('/api/auth/me', 'gzip, br');
    expect(me.status).toBe(200);
    expect(Buffer.byteLength(me.text)).toBeLessThan(1024);
    expect(me.headers.get('content-encoding')).toBeNull();
    const refused = await get('/api/products?sort=cheapest', 'gzip, br');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-encoding')).toBeNull();
  });
});
