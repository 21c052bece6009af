import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
  const admin = await store.login();
  for (let i = 0; i < 8; i++) await createProduct(store, admin, { variants: [{ size: 'M', price: '99.00', stock: 3 }] });
});
afterAll(() => store.stop());

describe('public catalog compression', () => {
  it('sends gzip to clients that accept it, with its own tag, and plain JSON to others', async () => {
    const gzip = await store.request('GET', '/api/products', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await store.request('GET', '/api/products', { headers: { 'accept-encoding': 'identity' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzip.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(gzip.body).toEqual(plain.body);
    expect(gzip.body).toHaveLength(8);
    expect(gzip.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const revalidated = await store.request('GET', '/api/products', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });
});
