import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let shopper: string;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_UNITS_PER_LINE: '10', ORDER_MAX_UNITS: '15', ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer();
  await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '15.00' } });
});
afterAll(() => store.stop());

type Line = [product: FixtureProduct, variantIndex: number, quantity: number];
const items = (lines: Line[]) =>
  lines.map(([product, index, quantity]) => ({ productId: product.id, variantId: product.variants[index]!.id, quantity }));
const quote = (body: unknown, cookie?: string) => store.request('POST', '/api/cart/quote', { body, cookie });

/** Changes a product as an admin would in the product form: the whole product, with its variants' ids kept. */
async function revise(product: FixtureProduct, change: (form: Record<string, unknown> & { variants: Array<Record<string, unknown>> }) => void) {
  const current = (await store.request('GET', `/api/admin/products/${product.id}`, { cookie: admin })).body;
  const form = {
    nameEn: current.nameEn,
    nameAr: current.nameAr,
    categoryId: current.categoryId,
    status: current.status,
    variants: current.variants.map(({ id, size, color, price, stock }: Record<string, unknown>) => ({ id, size, color, price, stock })),
    images: current.images.map(({ id, url, isPrimary, position }: Record<string, unknown>) => ({ id, url, isPrimary, position })),
  };
  change(form);
  const revised = await store.request('PATCH', `/api/admin/products/${product.id}`, { cookie: admin, body: form });
  expect(revised.status, revised.text).toBe(200);
}

describe('POST /api/cart/quote', () => {
  it("answers each line's current price, stock and total with the COD fee, to a visitor, writing nothing", async () => {
    const product = await createProduct(store, admin, {
      variants: [
        { size: 'M', price: '120.50', stock: 10 },
        { size: 'L', price: '99.99', stock: 3 },
      ],
    });
    const before = await store.eventCount();
    const answer = await quote({ items: items([[product, 0, 2], [product, 1, 1]]) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const lines = [
      expect.objectContaining({ productId: product.id, variantId: product.variants[0]!.id, quantity: 2, status: 'available', price: '120.50', stock: 10, maxQuantity: 10, lineTotal: '241.00', size: 'M' }),
      expect.objectContaining({ quantity: 1, status: 'available', price: '99.99', stock: 3, maxQuantity: 3, lineTotal: '99.99', size: 'L' }),
    ];
    // With no delivery terms and no coupon, the total is the spec's: the subtotal and the COD fee.
    expect(answer.body).toEqual({
      lines,
      items: lines,
      subtotal: '340.99',
      discount: '0.00',
      deliveryFee: '0.00',
      codFee: '15.00',
      totalAmount: '355.99',
      freeDeliveryRemaining: null,
      delivery: { emirate: null, etaDays: null },
      coupon: null,
      // A visitor has no store credit: all of it is paid on delivery.
      storeCredit: null,
      amountDue: '355.99',
      orderable: true,
      problem: null,
      cod: { available: true },
    });
    expect(answer.body.items[0]).toMatchObject({ nameEn: product.nameEn, slug: product.slug, image: 'https://images.example.com/abaya.jpg' });
    expect(await store.eventCount()).toBe(before);
  });

  it('shows a price the admin changed since the line was added, and ignores the price the page sends', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 5 }] });
    await revise(product, (form) => {
      form.variants[0]!.price = '80.00';
    });
    const answer = await quote({ items: [{ ...items([[product, 0, 2]])[0], price: '100.00' }] });
    expect(answer.body.items[0]).toMatchObject({ status: 'available', price: '80.00', lineTotal: '160.00' });
    expect(answer.body).toMatchObject({ subtotal: '160.00', totalAmount: '175.00', orderable: true });
  });

  it('flags a quantity above stock with how many can be ordered, and an out-of-stock variant', async () => {
    const product = await createProduct(store, admin, {
      variants: [
        { size: 'S', price: '50.00', stock: 2 },
        { size: 'M', price: '60.00', stock: 0 },
        { size: 'L', price: '70.00', stock: 4 },
      ],
    });
    const answer = await quote({ items: items([[product, 0, 5], [product, 1, 1], [product, 2, 1]]) });
    expect(answer.body.items.map((line: { status: string; maxQuantity: number; lineTotal: string | null }) => [line.status, line.maxQuantity, line.lineTotal])).toEqual([
      ['quantity_above_stock', 2, null],
      ['out_of_stock', 0, null],
      ['available', 4, '70.00'],
    ]);
    // Only the line that can be ordered as it is counts; the cart is not orderable until the others change.
    expect(answer.body).toMatchObject({ subtotal: '70.00', codFee: '15.00', totalAmount: '85.00', orderable: false });
  });

  it('agrees with placing an order: what the quote calls orderable is taken at its total, what it refuses is refused', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '45.50', stock: 3 }] });
    const shipping = { shippingName: 'Maryam Saeed', shippingPhone: '+971 50 123 4567', shippingCity: 'Dubai', shippingAddressLine1: 'Villa 12' };
    const tooMany = items([[product, 0, 4]]);
    expect((await quote({ items: tooMany })).body.orderable).toBe(false);
    expect((await store.request('POST', '/api/orders', { cookie: shopper, body: { items: tooMany, ...shipping } })).status).toBe(409);

    const fine = items([[product, 0, 3]]);
    const quoted = (await quote({ items: fine })).body;
    expect(quoted.orderable).toBe(true);
    const placed = await store.request('POST', '/api/orders', { cookie: shopper, body: { items: fine, ...shipping } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.totalAmount).toBe(quoted.totalAmount);
    // The order took the last units: the same cart now reads as out of stock.
    expect((await quote({ items: fine })).body.items[0]).toMatchObject({ status: 'out_of_stock', stock: 0, maxQuantity: 0 });
  });

  it('flags an inactive product, a deleted one, a removed variant and an unknown product as lines, not errors', async () => {
    const inactive = await createProduct(store, admin, { variants: [{ size: 'M', price: '10.00', stock: 5 }] });
    await revise(inactive, (form) => {
      form.status = 'inactive';
    });
    const deleted = await createProduct(store, admin, { variants: [{ size: 'M', price: '20.00', stock: 5 }] });
    expect((await store.request('DELETE', `/api/admin/products/${deleted.id}`, { cookie: admin })).status).toBe(204);
    const trimmed = await createProduct(store, admin, {
      variants: [
        { size: 'M', price: '30.00', stock: 5 },
        { size: 'L', price: '35.00', stock: 5 },
      ],
    });
    await revise(trimmed, (form) => {
      form.variants = form.variants.slice(0, 1);
    });
    const unknown = { productId: randomUUID(), variantId: randomUUID(), quantity: 1 };

    const answer = await quote({
      items: [...items([[inactive, 0, 1], [deleted, 0, 1], [trimmed, 1, 1], [trimmed, 0, 1]]), unknown],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.items.map((line: { status: string }) => line.status)).toEqual([
      'inactive',
      'deleted',
      'variant_missing',
      'available',
      'unknown',
    ]);
    expect(answer.body.items[0]).toMatchObject({ nameEn: inactive.nameEn, maxQuantity: 0, lineTotal: null });
    expect(answer.body.items[1]).toMatchObject({ price: null, stock: null, maxQuantity: 0 });
    expect(answer.body).toMatchObject({ subtotal: '30.00', totalAmount: '45.00', orderable: false });
  });

  it('adds lines of one variant together, and answers the unit limits per line and per order', async () => {
    const product = await createProduct(store, admin, {
      variants: [
        { size: 'M', price: '10.00', stock: 50 },
        { size: 'L', price: '10.00', stock: 50 },
      ],
    });
    const merged = await quote({ items: items([[product, 0, 6], [product, 0, 6]]) });
    expect(merged.body.items).toHaveLength(1);
    expect(merged.body.items[0]).toMatchObject({ quantity: 12, status: 'quantity_above_limit', maxQuantity: 10, lineTotal: null });

    const wide = await quote({ items: items([[product, 0, 8], [product, 1, 8]]) });
    expect(wide.body.items.map((line: { status: string }) => line.status)).toEqual(['available', 'available']);
    expect(wide.body.orderable).toBe(false);
    expect(wide.body.problem).toEqual({ code: 'order_quantity_limit', message: 'At most 15 units per order', params: { limit: 15 } });
  });

  it('answers a cart whose total is more than the store holds as not orderable, with order_total_too_large', async () => {
    const product = await createProduct(store, admin, { variants: [{ size: 'M', price: '10000000.00', stock: 20 }] });
    const before = await store.eventCount();
    const answer = await quote({ items: items([[product, 0, 10]]) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      items: [expect.objectContaining({ status: 'available', price: '10000000.00', lineTotal: '100000000.00' })],
      subtotal: '100000000.00',
      codFee: '15.00',
      totalAmount: '100000015.00',
      orderable: false,
      problem: { code: 'order_total_too_large', message: 'Order total is too large' },
    });
    expect(await store.eventCount()).toBe(before);
  });

  it('charges no fee for a cart with nothing that can be ordered', async () => {
    const answer = await quote({ items: [{ productId: randomUUID(), variantId: randomUUID(), quantity: 1 }] });
    expect(answer.body).toMatchObject({ subtotal: '0.00', codFee: '0.00', totalAmount: '0.00', orderable: false });
  });

  it('refuses malformed carts with 400 and a code per fault', async () => {
    const line = { productId: randomUUID(), variantId: randomUUID(), quantity: 1 };
    const cases: Array<[body: unknown, code: string, field: string]> = [
      [{}, 'invalid_cart_items', 'items'],
      [{ items: 'all' }, 'invalid_cart_items', 'items'],
      [{ items: [] }, 'invalid_cart_items', 'items'],
      [{ items: Array.from({ length: 101 }, () => line) }, 'invalid_cart_items', 'items'],
      [{ items: [{ ...line, productId: 'abc' }] }, 'invalid_item_id', 'items.0.productId'],
      [{ items: [{ ...line, variantId: 7 }] }, 'invalid_item_id', 'items.0.variantId'],
      [{ items: [{ ...line, quantity: 0 }] }, 'invalid_quantity', 'items.0.quantity'],
      [{ items: [{ ...line, quantity: 1.5 }] }, 'invalid_quantity', 'items.0.quantity'],
      [{ items: [{ ...line, quantity: '2' }] }, 'invalid_quantity', 'items.0.quantity'],
      [{ items: [null] }, 'invalid_item', 'items.0'],
    ];
    for (const [body, code, field] of cases) {
      const answer = await quote(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.code, JSON.stringify(body).slice(0, 80)).toBe(code);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
  });
});
