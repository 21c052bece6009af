import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../../tests/support/test-store.js';

// The shop's hot reads are answered before Express (public-reads/fast-path.ts): they must look exactly like Express's answers.
let store: TestStore;
let admin: string;
let product: FixtureProduct;
beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 4 }] });
});
afterAll(() => store.stop());

const securityHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

describe('the public catalog and banner reads', () => {
  it('carry the security headers and request id that Express answers carry', async () => {
    const viaExpress = await store.request('GET', '/api/settings');
    for (const path of ['/api/products', '/api/categories', `/api/products/${product.slug}`, '/api/banners']) {
      const answer = await store.request('GET', path, { headers: { 'x-request-id': 'trace-42' } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-request-id'), path).toBe('trace-42');
      expect(answer.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      for (const name of securityHeaders) {
        expect(answer.headers.get(name), `${path} ${name}`).toBe(viaExpress.headers.get(name));
        expect(answer.headers.get(name), `${path} ${name}`).not.toBeNull();
      }
    }
    const unnamed = await store.request('GET', '/api/products', { headers: { 'x-request-id': 'no spaces allowed' } });
    expect(unnamed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('show a product to anyone as soon as the admin who created it has the answer', async () => {
    const created = await createProduct(store, admin, { variants: [{ size: 'L', price: '80.00', stock: 1 }] });
    const list = await store.request('GET', '/api/products?lang=ar');
    expect(list.body.map((entry: { id: string }) => entry.id)).toContain(created.id);
    expect((await store.request('GET', `/api/products/${created.slug}`)).body.id).toBe(created.id);
  });

  it('leave unknown, malformed and non-GET requests to the routes, which answer them as before', async () => {
    const unknown = await store.request('GET', '/api/products/no-such-product');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(expect.any(String));
    const malformed = await store.request('GET', '/api/products/%E0%A4%A');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const head = await store.request('HEAD', '/api/products');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const post = await store.request('POST', '/api/products', { body: {} });
    expect(post.status).toBe(404);
  });
});
