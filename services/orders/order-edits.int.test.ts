import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startSmtpServer, type TestSmtpServer } from '../../tests/support/smtp-server.js';
import { until } from '../../tests/support/store-process.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * Edits before dispatch over HTTP (ADR 067): staff change a confirmed order's lines with the stock of every variant
 * moved in the same append, the amounts priced again as when placed, the history, her notification and her mail;
 * the shopper changes her address; the refusals write nothing.
 */
let smtp: TestSmtpServer;
let store: TestStore;
let admin: string;
let shopper: string;
let abaya: FixtureProduct;
let scarf: FixtureProduct;
const email = 'latifa.edits@example.com';

beforeAll(async () => {
  smtp = await startSmtpServer();
  store = await startTestStore({ SMTP_URL: smtp.url, ORDER_MAX_PER_HOUR: '1000', MAIL_RETRY_DELAY_SECONDS: '1' });
  admin = await store.login();
  shopper = await store.customer(email);
  await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '15.00' } });
  const terms = await store.request('PUT', '/api/admin/delivery', {
    cookie: admin,
    body: { zones: [{ emirate: 'dubai', fee: '20.00', etaDays: [1, 2] }], freeDeliveryOver: '300.00' },
  });
  expect(terms.status, terms.text).toBe(200);
  abaya = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 10 }, { size: 'L', price: '80.00', stock: 10 }] });
  scarf = await createProduct(store, admin, { variants: [{ size: 'S', price: '50.00', stock: 5 }] });
  // Checkout trusts the delivery terms it read for a second (ADR 066).
  await new Promise((resolve) => setTimeout(resolve, 1100));
}, 120_000);
afterAll(async () => {
  await store?.stop();
  await smtp?.close();
});

const address = {
  shippingName: 'Latifa Saeed',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 5',
};

async function place(cookie = shopper) {
  const placed = await store.request('POST', '/api/orders', {
    cookie,
    body: { items: [{ productId: abaya.id, variantId: abaya.variants[0]!.id, quantity: 2 }], ...address, locale: 'en' },
  });
  expect(placed.status, placed.text).toBe(201);
  return placed.body as { id: string; orderNumber: number; totalAmount: string; deliveryFee: string };
}

async function stockOf(product: FixtureProduct, index: number): Promise<number> {
  await store.settled();
  const found = await store.request('GET', `/api/admin/products/${product.id}`, { cookie: admin });
  return found.body.variants.find((variant: { id: string }) => variant.id === product.variants[index]!.id).stock as number;
}

const editItems = (orderId: string, items: { variantId: string; quantity: number }[], cookie = admin) =>
  store.request('PATCH', `/api/admin/orders/${orderId}/items`, { cookie, body: { items } });
const status = (orderId: string, to: string) => store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status: to } });
const eventCount = async () => store.eventCount();

describe('staff editing the lines of a confirmed order', () => {
  it('moves the stock of every variant, prices it again, keeps the history and tells the shopper', async () => {
    const order = await place();
    expect(order).toMatchObject({ totalAmount: '235.00', deliveryFee: '20.00' });
    expect((await status(order.id, 'confirmed')).status).toBe(200);

    const edited = await editItems(order.id, [
      { variantId: abaya.variants[0]!.id, quantity: 1 },
      { variantId: scarf.variants[0]!.id, quantity: 3 },
    ]);
    expect(edited.status, edited.text).toBe(200);
    // 100.00 + 3 × 50.00 of goods, under the 300.00 threshold: Dubai's 20.00 and the COD fee of 15.00 stay.
    expect(edited.body).toMatchObject({ status: 'confirmed', subtotal: '250.00', deliveryFee: '20.00', codFee: '15.00', totalAmount: '285.00' });
    expect(edited.body.items.map((item: { productNameEn: string; quantity: number; price: string }) => [item.quantity, item.price])).toEqual([
      [1, '100.00'],
      [3, '50.00'],
    ]);
    expect(await stockOf(abaya, 0)).toBe(9);
    expect(await stockOf(scarf, 0)).toBe(2);
    // The stock ledger says the added scarves went to the edited order, not to a new one placed.
    const ledger = await store.request('GET', `/api/admin/products/${scarf.id}/stock-history`, { cookie: admin });
    expect(ledger.status, ledger.text).toBe(200);
    expect(ledger.body.filter((entry: { orderId: string | null }) => entry.orderId === order.id)).toEqual([
      expect.objectContaining({ change: -3, stock: 2, reason: 'order_edited', orderNumber: order.orderNumber, exchangeOf: null }),
    ]);

    const shown = await store.request('GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(shown.body).toMatchObject({ totalAmount: '285.00', subtotal: '250.00' });
    expect(shown.body.items).toHaveLength(2);

    const history = await store.request('GET', `/api/admin/orders/${order.id}/history`, { cookie: admin });
    const edit = history.body.find((entry: { type: string }) => entry.type === 'OrderItemsEdited');
    expect(edit.actor.role).toBe('admin');
    expect(edit.data.before).toMatchObject({ subtotal: '200.00', totalAmount: '235.00' });
    expect(edit.data).toMatchObject({ subtotal: '250.00', totalAmount: '285.00' });

    await until(
      async () => {
        const notices = await store.request('GET', '/api/account/notifications', { cookie: shopper });
        return notices.body.some((notice: { kind: string; params: { totalAmount: string } }) => notice.kind === 'order-edited' && notice.params.totalAmount === '285.00');
      },
      10_000,
      'her notification of the edit',
    );
    const isEditMail = (mail: { to: readonly string[]; subject: string }) => mail.to.includes(email) && mail.subject.startsWith(`Order #${order.orderNumber} changed`);
    await until(() => smtp.received.some(isEditMail), 20_000, `her mail (received: ${smtp.received.map((mail) => mail.subject).join(' | ')})`);
    const mail = smtp.received.find(isEditMail)!;
    expect(mail.subject).toContain('285.00');
    expect(mail.text).toContain('The new total is 285.00 AED (it was 235.00 AED).');
  }, 60_000);

  it('refuses more units than the shelf holds with out_of_stock and leaves the order and the stock as they were', async () => {
    const order = await place();
    const before = await eventCount();
    const refused = await editItems(order.id, [
      { variantId: abaya.variants[1]!.id, quantity: 1 },
      { variantId: scarf.variants[0]!.id, quantity: 6 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('out_of_stock');
    expect(await eventCount()).toBe(before);
    const shown = await store.request('GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(shown.body).toMatchObject({ totalAmount: '235.00' });
    expect(await stockOf(abaya, 1)).toBe(10);
  }, 30_000);

  it('refuses a packed order with too_late_to_edit, an unknown order with 404, and an empty list with 400', async () => {
    const order = await place();
    expect((await status(order.id, 'packed')).status).toBe(200);
    const late = await editItems(order.id, [{ variantId: abaya.variants[0]!.id, quantity: 1 }]);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('too_late_to_edit');
    expect((await editItems('00000000-0000-4000-8000-000000000000', [{ variantId: abaya.variants[0]!.id, quantity: 1 }])).status).toBe(404);
    const empty = await editItems(order.id, []);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.items).toBeDefined();
    expect((await editItems(order.id, [{ variantId: abaya.variants[0]!.id, quantity: 1 }], shopper)).status).toBe(403);
  }, 30_000);
});

describe('the shopper changing the address of her order', () => {
  const changed = { ...address, shippingCity: 'دبي', shippingAddressLine1: 'Tower 4, Marina', deliveryNote: 'Call first' };

  it('changes it while placed or confirmed, answers as her order and shows staff the change in the history', async () => {
    const order = await place();
    const answer = await store.request('PATCH', `/api/account/orders/${order.id}/address`, { cookie: shopper, body: changed });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ shippingAddressLine1: 'Tower 4, Marina', shippingCity: 'دبي', deliveryNote: 'Call first', totalAmount: '235.00' });
    const history = await store.request('GET', `/api/admin/orders/${order.id}/history`, { cookie: admin });
    const change = history.body.find((entry: { type: string }) => entry.type === 'OrderAddressChanged');
    expect(change.data.before.shippingAddressLine1).toBe('Villa 12, Street 5');
    expect(change.data.after.shippingAddressLine1).toBe('Tower 4, Marina');
    const shown = await store.request('GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(shown.body.shippingAddressLine1).toBe('Tower 4, Marina');
  }, 30_000);

  it('refuses another shopper (404), a packed order (409), another emirate (409) and a bad phone as checkout does (400)', async () => {
    const order = await place();
    const other = await store.customer();
    expect((await store.request('PATCH', `/api/account/orders/${order.id}/address`, { cookie: other, body: changed })).status).toBe(404);
    const elsewhere = await store.request('PATCH', `/api/account/orders/${order.id}/address`, { cookie: shopper, body: { ...changed, shippingCity: 'Sharjah' } });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.code).toBe('address_emirate_changed');
    const badPhone = await store.request('PATCH', `/api/account/orders/${order.id}/address`, { cookie: shopper, body: { ...changed, shippingPhone: '12' } });
    const checkout = await store.request('POST', '/api/orders', {
      cookie: shopper,
      body: { items: [{ productId: abaya.id, variantId: abaya.variants[0]!.id, quantity: 1 }], ...address, shippingPhone: '12' },
    });
    expect(badPhone.status).toBe(400);
    expect({ code: badPhone.body.code, message: badPhone.body.message }).toEqual({ code: checkout.body.code, message: checkout.body.message });
    expect(badPhone.body.errors.shippingPhone).toEqual(checkout.body.errors.shippingPhone);
    expect((await status(order.id, 'packed')).status).toBe(200);
    const late = await store.request('PATCH', `/api/account/orders/${order.id}/address`, { cookie: shopper, body: changed });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('too_late_to_edit');
  }, 30_000);
});
