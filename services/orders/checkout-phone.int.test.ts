import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let shopper: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore();
  const admin = await store.login();
  shopper = await store.customer();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '80.00', stock: 50 }] });
});
afterAll(() => store.stop());

const order = (shippingPhone: unknown) => ({
  items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
  shippingName: 'Maryam Saeed',
  shippingPhone,
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
});

const place = (body: unknown) => store.request('POST', '/api/orders', { body, cookie: shopper });

describe('checkout phone', () => {
  it('refuses a phone that is no UAE number with 400, its field error and the invalid_phone code, writing nothing', async () => {
    const before = await store.eventCount();
    for (const phone of ['abc', '050', '+44 20 7946 0958', '0812345678']) {
      const response = await place(order(phone));
      expect(response.status, phone).toBe(400);
      expect(response.body).toMatchObject({
        code: 'invalid_phone',
        message: 'Enter a UAE mobile or landline number, such as 050 123 4567 or 04 123 4567',
        errors: { shippingPhone: ['Enter a UAE mobile or landline number, such as 050 123 4567 or 04 123 4567'] },
      });
    }
    expect(await store.eventCount()).toBe(before);
  });

  it('places orders with UAE mobiles and landlines, with or without +971 or the national 0, kept in E.164', async () => {
    const forms: [typed: string, kept: string][] = [
      ['0501234567', '+971501234567'],
      ['+971 55 111 2222', '+971551112222'],
      ['04 123 4567', '+97141234567'],
      ['+97121234567', '+97121234567'],
      ['٠٥٠١٢٣٤٥٦٧', '+971501234567'],
    ];
    for (const [phone, kept] of forms) {
      const response = await place(order(phone));
      expect(response.status, phone).toBe(201);
      const listed = await store.request('GET', '/api/admin/orders', { cookie: await store.login() });
      expect(listed.body.find((row: { id: string }) => row.id === response.body.id)?.shippingPhone, phone).toBe(kept);
    }
  });
});
