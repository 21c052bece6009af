import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { holdProjections } from '../../tests/support/hold-projections.js';

// Read-your-writes on the read side (ADR 041): a write answers at its append with the position it reached; a read
// carrying it waits (bounded) for the read models; a read carrying none never waits.
const boundMs = 1500;
let store: TestStore;
let admin: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore({ READ_POSITION_WAIT_MS: String(boundMs) });
  admin = await store.login();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 20 }] });
}, 60_000);
afterAll(() => store?.stop());

/** A plain request: only the headers given (no position carried for the test, unlike `store.request`). */
async function timed(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${store.url}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, ms: performance.now() - started };
}


const orderIdsOf = (body: { items?: Array<{ id: string }> } | Array<{ id: string }>) =>
  (Array.isArray(body) ? body : (body.items ?? [])).map((order) => order.id);

describe('a write answers at its append; reads carrying its position wait for it', () => {
  it('answers the order before the read models show it; reads with the position (header or session) wait, bounded; reads without do not', async () => {
    const shopper = await store.customer();
    const hold = await holdProjections(store.db.url);
    let released = false;
    try {
      const placed = await timed('POST', '/api/orders', { cookie: shopper }, {
        items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
        shippingName: 'Maryam Saeed',
        shippingPhone: '+971 50 123 4567',
        shippingCity: 'Dubai',
        shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
      });
      expect(placed.status).toBe(201);
      // Answered while no projection can see the order: nothing waited for them.
      expect(placed.ms).toBeLessThan(boundMs);
      const position = placed.headers.get('x-log-position');
      expect(position).toMatch(/^\d+\.\d+$/);

      // Her next order carries her position (session and header) and still does not wait: placing one reads no
      // read model.
      const again = await timed('POST', '/api/orders', { cookie: shopper, 'x-log-position': position! }, {
        items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
        shippingName: 'Maryam Saeed',
        shippingPhone: '+971 50 123 4567',
        shippingCity: 'Dubai',
        shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
      });
      expect(again.status).toBe(201);
      expect(again.ms).toBeLessThan(boundMs / 2);

      // Without a position a read never waits, and shows what the read models hold: not the order yet.
      const plain = await timed('GET', '/api/admin/orders', { cookie: admin });
      expect(plain.status).toBe(200);
      expect(plain.ms).toBeLessThan(boundMs / 2);
      expect(orderIdsOf(plain.body)).not.toContain(placed.body.id);

      // Her session carries the position: her read waits, and past the bound is answered, marked as such.
      const mine = await timed('GET', '/api/account/orders', { cookie: shopper });
      expect(mine.status).toBe(200);
      expect(mine.ms).toBeGreaterThanOrEqual(boundMs - 50);
      expect(mine.ms).toBeLessThan(boundMs + 2000);
      expect(mine.headers.get('x-log-position-reached')).toBe('false');

      // The header carries it for anyone: the admin's read waits until the read model shows the order.
      const reading = timed('GET', '/api/admin/orders', { cookie: admin, 'x-log-position': position! });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await hold.release();
      released = true;
      const waited = await reading;
      expect(waited.status).toBe(200);
      expect(waited.ms).toBeGreaterThanOrEqual(250);
      expect(waited.headers.get('x-log-position-reached')).toBeNull();
      expect(orderIdsOf(waited.body)).toContain(placed.body.id);

      const hers = await timed('GET', '/api/account/orders', { cookie: shopper });
      expect(hers.headers.get('x-log-position-reached')).toBeNull();
      expect(orderIdsOf(hers.body)).toContain(placed.body.id);
    } finally {
      if (!released) await hold.release();
    }
  }, 30_000);

  it('waits only for read models the log holds something for: a position from another store does not hold reads back', async () => {
    const far = await timed('GET', '/api/admin/orders', { cookie: admin, 'x-log-position': '99999999999.99999999999' });
    expect(far.status).toBe(200);
    expect(far.ms).toBeLessThan(boundMs / 2);
    expect(far.headers.get('x-log-position-reached')).toBeNull();
  });

  it('refuses a malformed position with 400 invalid_log_position, on the public reads too', async () => {
    for (const path of ['/api/categories', '/api/admin/orders']) {
      const refused = await timed('GET', path, { cookie: admin, 'x-log-position': 'latest' });
      expect(refused.status, path).toBe(400);
      expect(refused.body.code, path).toBe('invalid_log_position');
    }
  });
});
