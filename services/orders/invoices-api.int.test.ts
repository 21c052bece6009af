import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let shopper: string;
let other: string;
let product: FixtureProduct;

const seller = {
  legalNameEn: 'Sakina Modest Fashion LLC',
  legalNameAr: 'سكينة للأزياء المحتشمة ذ.م.م',
  addressEn: 'Office 12, Al Wasl Road, Dubai',
  addressAr: 'مكتب 12، شارع الوصل، دبي',
  trn: '100123456700003',
  vatRegistered: true,
};

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer();
  other = await store.customer('other-shopper@example.com');
  await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '10.00' } });
  product = await createProduct(store, admin, { nameEn: 'Linen abaya', variants: [{ size: 'M', price: '189.00', stock: 500 }] });
  const set = await store.request('PUT', '/api/admin/business', { cookie: admin, body: seller });
  expect(set.status).toBe(200);
});
afterAll(() => store.stop());

interface PlacedOrder {
  id: string;
  orderNumber: number;
  totalAmount: string;
}

async function place(quantity = 1, cookie = shopper): Promise<PlacedOrder> {
  const placed = await store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity }],
      shippingName: 'Maryam Saeed',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 5',
    },
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

const status = (orderId: string, to: string) => store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status: to } });
const attemptDelivered = (order: PlacedOrder) =>
  store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, {
    cookie: admin,
    body: { outcome: 'delivered', codCollected: order.totalAmount },
  });
const herInvoice = (orderId: string, cookie = shopper) => store.request('GET', `/api/account/orders/${orderId}/invoice`, { cookie });
const staffInvoice = (orderId: string) => store.request('GET', `/api/admin/orders/${orderId}/invoice`, { cookie: admin });
const numbersTaken = async () =>
  (
    await store.db.pool.query<{ number: string; subject: string; version: number }>(
      `select data->>'number' as number, data->>'subjectId' as subject, stream_version as version
       from events where stream_id = 'invoice-numbers' order by stream_version`,
    )
  ).rows;

describe("the seller's details", () => {
  it('are read back as set, with the admin as the change’s actor', async () => {
    const read = await store.request('GET', '/api/admin/business', { cookie: admin });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(seller);
    const { rows } = await store.db.pool.query<{ role: string }>(
      `select metadata->'actor'->>'role' as role from events where stream_id = 'business' and type = 'BusinessDetailsChanged'`,
    );
    expect(rows.map((row) => row.role)).toEqual(['admin']);
  });

  it('refuses a TRN that is not 15 digits, a registered shop without one, and a name over two lines, naming the field', async () => {
    const put = (body: object) => store.request('PUT', '/api/admin/business', { cookie: admin, body: { ...seller, ...body } });
    const short = await put({ trn: '12345' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'invalid_business', errors: { trn: [expect.any(String)] } });
    const none = await put({ trn: null });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'invalid_business', errors: { trn: [expect.any(String)] } });
    const twoLines = await put({ legalNameEn: 'Sakina\nLLC', addressAr: '' });
    expect(twoLines.status).toBe(400);
    expect(Object.keys(twoLines.body.errors as object).sort()).toEqual(['addressAr', 'legalNameEn']);
    // Not registered, no TRN: accepted; the TRN may be typed with spaces.
    const plain = await put({ trn: '', vatRegistered: false });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ trn: null, vatRegistered: false });
    const spaced = await put({ trn: '100 1234 5670 0003' });
    expect(spaced.status).toBe(200);
    expect(spaced.body).toEqual(seller);
    // Shoppers cannot read or set them.
    expect((await store.request('GET', '/api/admin/business', { cookie: shopper })).status).toBe(403);
  });
});

describe('invoice numbers', () => {
  it('are taken without a gap or a repeat by 50 deliveries at once, by attempt and by the dropdown', async () => {
    const before = (await numbersTaken()).length;
    const orders: PlacedOrder[] = [];
    for (let index = 0; index < 50; index++) orders.push(await place());
    for (const order of orders) expect((await status(order.id, 'shipped')).status).toBe(200);
    const answers = await Promise.all(orders.map((order, index) => (index % 2 === 0 ? attemptDelivered(order) : status(order.id, 'delivered'))));
    expect(answers.map((answer) => answer.status)).toEqual(orders.map((_order, index) => (index % 2 === 0 ? 201 : 200)));

    const taken = (await numbersTaken()).slice(before);
    const expected = Array.from({ length: 50 }, (_unused, index) => `INV-${String(before + index + 1).padStart(6, '0')}`);
    expect(taken.map((row) => row.number)).toEqual(expected);
    expect(new Set(taken.map((row) => row.subject))).toEqual(new Set(orders.map((order) => order.id)));
    // Each order's invoice is readable at once (right after its delivery's answer) and carries its own number.
    const invoices = await Promise.all(orders.map((order) => herInvoice(order.id)));
    expect(invoices.every((invoice) => invoice.status === 200)).toBe(true);
    const byOrder = new Map(taken.map((row) => [row.subject, row.number]));
    expect(invoices.map((invoice) => invoice.body.invoiceNumber)).toEqual(orders.map((order) => byOrder.get(order.id)));
  }, 120_000);

  it('are kept by an order moved back and delivered again', async () => {
    const order = await place();
    expect((await status(order.id, 'delivered')).status).toBe(200);
    const first = (await herInvoice(order.id)).body;
    const count = (await numbersTaken()).length;
    expect((await status(order.id, 'shipped')).status).toBe(200);
    expect((await status(order.id, 'delivered')).status).toBe(200);
    expect((await numbersTaken()).length).toBe(count);
    expect((await herInvoice(order.id)).body).toEqual(first);
  });
});

describe('the invoice', () => {
  it('is hers once delivered: missing before, to another shopper, and shown to staff', async () => {
    const order = await place(2);
    expect((await herInvoice(order.id)).status).toBe(404);
    expect((await staffInvoice(order.id)).status).toBe(404);
    expect((await store.request('GET', `/api/account/orders/${order.id}`, { cookie: shopper })).body.invoiceNumber).toBeNull();

    const delivered = await status(order.id, 'delivered');
    expect(delivered.status).toBe(200);
    const invoice = await herInvoice(order.id);
    expect(invoice.status).toBe(200);
    expect(delivered.body.invoiceNumber).toBe(invoice.body.invoiceNumber);
    expect(invoice.body).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
      vatRegistered: true,
      seller: { name: seller.legalNameEn, nameAr: seller.legalNameAr, address: seller.addressEn, addressAr: seller.addressAr, trn: seller.trn },
      buyer: { name: 'Maryam Saeed', address: 'Villa 12, Street 5, Dubai' },
      lines: [{ description: 'Linen abaya (M)', quantity: 2, unitPrice: '189.00', vatRate: 5, net: '360.00', vat: '18.00', total: '378.00' }],
      fees: [{ kind: 'cod', net: '9.52', vat: '0.48', total: '10.00' }],
      discount: null,
      totals: { net: '369.52', vat: '18.48', total: order.totalAmount },
    });
    expect((await staffInvoice(order.id)).body).toEqual(invoice.body);

    // Another shopper's order reads as missing; so does an order that does not exist.
    const notHers = await herInvoice(order.id, other);
    expect(notHers.status).toBe(404);
    expect(notHers.body.code).toBe('not_found');
    expect((await herInvoice('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // Her order and the back office's show its number.
    expect((await store.request('GET', `/api/account/orders/${order.id}`, { cookie: shopper })).body.invoiceNumber).toBe(invoice.body.invoiceNumber);
    expect((await store.request('GET', `/api/admin/orders/${order.id}`, { cookie: admin })).body.invoiceNumber).toBe(invoice.body.invoiceNumber);
  });

  it('is a plain invoice without VAT from a shop not registered, and keeps the seller it was issued with', async () => {
    const earlier = await place();
    expect((await status(earlier.id, 'delivered')).status).toBe(200);
    const plainSeller = { ...seller, trn: null, vatRegistered: false, legalNameEn: 'Sakina Trading' };
    expect((await store.request('PUT', '/api/admin/business', { cookie: admin, body: plainSeller })).status).toBe(200);
    try {
      const order = await place();
      expect((await status(order.id, 'delivered')).status).toBe(200);
      const plain = (await herInvoice(order.id)).body;
      expect(plain.vatRegistered).toBe(false);
      expect(plain.seller).toMatchObject({ name: 'Sakina Trading', trn: null });
      expect(plain.lines[0]).toMatchObject({ vatRate: 0, vat: '0.00', net: '189.00', total: '189.00' });
      expect(plain.totals).toEqual({ net: order.totalAmount, vat: '0.00', total: order.totalAmount });
      // The earlier invoice still names the seller as it stood when it was issued.
      expect((await herInvoice(earlier.id)).body.seller).toMatchObject({ name: seller.legalNameEn, trn: seller.trn });
    } finally {
      expect((await store.request('PUT', '/api/admin/business', { cookie: admin, body: seller })).status).toBe(200);
    }
  });
});
