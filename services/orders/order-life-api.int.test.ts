import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLinks } from '../../infra/order-links.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, testSessionSecret, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let shopper: string;
let product: FixtureProduct;
let courierId: string;
const links = orderLinks(testSessionSecret);

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  shopper = await store.customer();
  await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'codFee', value: '15.00' } });
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '100.00', stock: 50 }, { size: 'L', price: '80.00', stock: 50 }] });
  const courier = await store.request('POST', '/api/admin/couriers', {
    cookie: admin,
    body: { name: 'Emirates Post', deliveryCost: '18.00', returnCost: '10.00' },
  });
  expect(courier.status).toBe(201);
  courierId = courier.body.id;
});
afterAll(() => store.stop());

interface PlacedOrder {
  id: string;
  orderNumber: number;
  totalAmount: string;
  items: { id: string; quantity: number }[];
}

async function place(lines: Array<[variantIndex: number, quantity: number]> = [[0, 2]], cookie = shopper): Promise<PlacedOrder> {
  const placed = await store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: lines.map(([index, quantity]) => ({ productId: product.id, variantId: product.variants[index]!.id, quantity })),
      shippingName: 'Maryam Saeed',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 5',
    },
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

async function stockOf(variantIndex: number): Promise<number> {
  const listed = await store.request('GET', '/api/admin/products', { cookie: admin });
  const found = listed.body.find((candidate: { id: string }) => candidate.id === product.id);
  return found.variants.find((variant: { id: string }) => variant.id === product.variants[variantIndex]!.id).stock as number;
}

const status = (orderId: string, to: string) => store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status: to } });
const eventsOf = async (orderId: string) =>
  (await store.db.pool.query<{ type: string }>('select type from events where stream_id = $1 order by stream_version', [`order-${orderId}`])).rows.map(
    (row) => row.type,
  );

async function shippedOrder(lines?: Array<[number, number]>): Promise<PlacedOrder> {
  const order = await place(lines);
  expect((await status(order.id, 'packed')).status).toBe(200);
  const shipment = await store.request('PUT', `/api/admin/orders/${order.id}/shipment`, { cookie: admin, body: { courierId, trackingNumber: 'EP-1001' } });
  expect(shipment.status).toBe(200);
  expect(shipment.body).toMatchObject({ courierId, courierName: 'Emirates Post', trackingNumber: 'EP-1001' });
  expect((await status(order.id, 'shipped')).status).toBe(200);
  return order;
}

describe("the shopper's link", () => {
  it('shows the order without signing in, and confirms it once however often it is used', async () => {
    const order = await place();
    const token = links.sign(order.id);
    const shown = await store.request('GET', `/api/orders/confirm/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ orderNumber: order.orderNumber, status: 'placed', totalAmount: order.totalAmount, canConfirm: true, canCancel: true });
    // Opening the page changed nothing.
    expect(await eventsOf(order.id)).toEqual(['OrderPlaced']);
    const first = await store.request('POST', '/api/orders/confirm', { body: { token } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ orderNumber: order.orderNumber, status: 'confirmed' });
    const again = await store.request('POST', '/api/orders/confirm', { body: { token } });
    expect(again.body).toEqual(first.body);
    expect(await eventsOf(order.id)).toEqual(['OrderPlaced', 'OrderStatusChanged']);
    // Her link acts as her.
    const history = await store.request('GET', `/api/admin/orders/${order.id}/history`, { cookie: admin });
    expect(history.body[1].actor).toMatchObject({ role: 'customer' });
  });

  it('refuses forged, altered and other orders’ tokens with 400 invalid_token', async () => {
    const order = await place();
    const token = links.sign(order.id);
    const other = await place();
    const forged = [
      `${order.id}.${'A'.repeat(43)}`,
      `${other.id}.${token.split('.')[1]}`,
      `${token}x`,
      token.slice(0, -2),
      'not-a-token',
      orderLinks('another-secret-that-is-long-enough-to-sign').sign(order.id),
    ];
    for (const bad of forged) {
      const confirmed = await store.request('POST', '/api/orders/confirm', { body: { token: bad } });
      expect(confirmed.status, bad).toBe(400);
      expect(confirmed.body.code).toBe('invalid_token');
      expect((await store.request('GET', `/api/orders/confirm/${encodeURIComponent(bad)}`)).status).toBe(400);
    }
    expect(await eventsOf(order.id)).toEqual(['OrderPlaced']);
  });

  it('cancels through the link until the order is packed, then answers too_late_to_cancel', async () => {
    const stockBefore = await stockOf(0);
    const order = await place([[0, 3]]);
    const cancelled = await store.request('POST', '/api/orders/cancel-by-token', { body: { token: links.sign(order.id), reason: 'Ordered by mistake' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ orderNumber: order.orderNumber, status: 'cancelled' });
    expect(await stockOf(0)).toBe(stockBefore);
    const confirm = await store.request('POST', '/api/orders/confirm', { body: { token: links.sign(order.id) } });
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('order_cancelled');

    const packed = await place();
    await status(packed.id, 'packed');
    const late = await store.request('POST', '/api/orders/cancel-by-token', { body: { token: links.sign(packed.id) } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('too_late_to_cancel');
  });
});

describe('cancelling', () => {
  it('lets the shopper cancel her own placed or confirmed order, units back once, and refuses another’s as missing', async () => {
    const stockBefore = await stockOf(1);
    const order = await place([[1, 2]]);
    await status(order.id, 'confirmed');
    const someoneElse = await store.customer();
    expect((await store.request('POST', `/api/account/orders/${order.id}/cancel`, { cookie: someoneElse, body: {} })).status).toBe(404);
    const cancelled = await store.request('POST', `/api/account/orders/${order.id}/cancel`, { cookie: shopper, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: order.id, status: 'cancelled', canCancel: false, cancelReason: 'customer_request' });
    expect(cancelled.body.userId).toBeUndefined();
    const again = await store.request('POST', `/api/account/orders/${order.id}/cancel`, { cookie: shopper, body: {} });
    expect(again.status).toBe(200);
    expect(await stockOf(1)).toBe(stockBefore);
    // Every later status change is refused.
    const pack = await status(order.id, 'packed');
    expect(pack.status).toBe(409);
    expect(pack.body.code).toBe('order_cancelled');
    // Deleting it restocks nothing more.
    expect((await store.request('DELETE', `/api/admin/orders/${order.id}`, { cookie: admin })).status).toBe(204);
    expect(await stockOf(1)).toBe(stockBefore);
  });

  it('refuses her cancel once packed, and staff’s once shipped; staff give a reason from the list', async () => {
    const order = await place();
    await status(order.id, 'packed');
    const hers = await store.request('POST', `/api/account/orders/${order.id}/cancel`, { cookie: shopper, body: {} });
    expect(hers.status).toBe(409);
    expect(hers.body.code).toBe('too_late_to_cancel');
    const badReason = await store.request('POST', `/api/admin/orders/${order.id}/cancel`, { cookie: admin, body: { reason: 'unconfirmed' } });
    expect(badReason.status).toBe(400);
    const staff = await store.request('POST', `/api/admin/orders/${order.id}/cancel`, { cookie: admin, body: { reason: 'out_of_stock', note: 'Last one was damaged' } });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ status: 'cancelled', cancelReason: 'out_of_stock' });

    const shipped = await shippedOrder();
    const late = await store.request('POST', `/api/admin/orders/${shipped.id}/cancel`, { cookie: admin, body: { reason: 'other' } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('too_late_to_cancel');
  });

  it('settles a cancel racing a pack with exactly one of them applied', async () => {
    for (let round = 0; round < 5; round++) {
      const stockBefore = await stockOf(0);
      const order = await place([[0, 1]]);
      const [cancel, pack] = await Promise.all([
        store.request('POST', `/api/account/orders/${order.id}/cancel`, { cookie: shopper, body: {} }),
        status(order.id, 'packed'),
      ]);
      expect([cancel.status, pack.status].sort()).toEqual([200, 409]);
      const types = await eventsOf(order.id);
      expect(types.filter((type) => type === 'OrderCancelled' || type === 'OrderStatusChanged')).toHaveLength(1);
      expect(await stockOf(0)).toBe(cancel.status === 200 ? stockBefore : stockBefore - 1);
    }
  });
});

describe('calls to the shopper', () => {
  it('records each call with its caller, confirms or cancels on those outcomes, and lists them on the order', async () => {
    const order = await place();
    const noAnswer = await store.request('POST', `/api/admin/orders/${order.id}/contact-attempts`, { cookie: admin, body: { outcome: 'no_answer', note: 'Rang twice' } });
    expect(noAnswer.status).toBe(201);
    expect(noAnswer.body).toMatchObject({ outcome: 'no_answer', note: 'Rang twice', by: { name: expect.any(String) } });
    const confirmed = await store.request('POST', `/api/admin/orders/${order.id}/contact-attempts`, { cookie: admin, body: { outcome: 'confirmed' } });
    expect(confirmed.status).toBe(201);
    const bad = await store.request('POST', `/api/admin/orders/${order.id}/contact-attempts`, { cookie: admin, body: { outcome: 'maybe' } });
    expect(bad.status).toBe(400);
    const shown = await store.request('GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(shown.body).toMatchObject({ status: 'confirmed', contactAttemptsCount: 2, lastContactOutcome: 'confirmed' });
    expect(shown.body.contactAttempts.map((attempt: { outcome: string }) => attempt.outcome)).toEqual(['no_answer', 'confirmed']);

    const cancelling = await place();
    const asked = await store.request('POST', `/api/admin/orders/${cancelling.id}/contact-attempts`, { cookie: admin, body: { outcome: 'cancel_requested' } });
    expect(asked.status).toBe(201);
    const after = await store.request('GET', `/api/admin/orders/${cancelling.id}`, { cookie: admin });
    expect(after.body).toMatchObject({ status: 'cancelled', cancelReason: 'customer_request' });
  });

  it('lists orders awaiting confirmation', async () => {
    const order = await place();
    const listed = await store.request('GET', '/api/admin/orders?awaitingConfirmation=true&limit=100', { cookie: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.every((row: { status: string }) => row.status === 'placed')).toBe(true);
    expect(listed.body.map((row: { id: string }) => row.id)).toContain(order.id);
  });
});

describe('shipment, delivery attempts and returns', () => {
  it('refuses a shipment before packing and an unknown courier', async () => {
    const order = await place();
    const early = await store.request('PUT', `/api/admin/orders/${order.id}/shipment`, { cookie: admin, body: { courierId, trackingNumber: 'X' } });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('order_not_packed');
    await status(order.id, 'packed');
    const unknown = await store.request('PUT', `/api/admin/orders/${order.id}/shipment`, {
      cookie: admin,
      body: { courierId: '00000000-0000-4000-8000-000000000000', trackingNumber: 'X' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_courier');
  });

  it('delivers with the cash the courier took, which its cash page shows outstanding', async () => {
    const order = await shippedOrder();
    const missingCash = await store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, { cookie: admin, body: { outcome: 'delivered' } });
    expect(missingCash.status).toBe(400);
    const notHome = await store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, { cookie: admin, body: { outcome: 'not_home' } });
    expect(notHome.status).toBe(201);
    expect(notHome.body).toMatchObject({ attemptNumber: 1, outcome: 'not_home', cost: '18.00', status: 'shipped' });
    const delivered = await store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, {
      cookie: admin,
      body: { outcome: 'delivered', codCollected: '200.00' },
    });
    expect(delivered.status).toBe(201);
    expect(delivered.body).toMatchObject({ attemptNumber: 2, codCollected: '200.00', status: 'delivered' });
    const cash = await store.request('GET', `/api/admin/couriers/${courierId}/cash`, { cookie: admin });
    expect(cash.status).toBe(200);
    const line = cash.body.orders.find((entry: { orderId: string }) => entry.orderId === order.id);
    expect(line).toMatchObject({ collected: '200.00', remittedAt: null });
    // 200.00 against a total of 215.00: a discrepancy.
    expect(cash.body.discrepancies.map((entry: { orderId: string }) => entry.orderId)).toContain(order.id);
    const shown = await store.request('GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(shown.body).toMatchObject({ deliveryAttemptsCount: 2, codCollected: '200.00' });
    expect(shown.body.deliveryAttempts.map((attempt: { outcome: string }) => attempt.outcome)).toEqual(['not_home', 'delivered']);
    const late = await store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, { cookie: admin, body: { outcome: 'not_home' } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('order_not_shipped');
  });

  it('counts the total as collected by the courier when the dropdown sets delivered', async () => {
    const order = await shippedOrder();
    expect((await status(order.id, 'delivered')).status).toBe(200);
    const cash = await store.request('GET', `/api/admin/couriers/${courierId}/cash`, { cookie: admin });
    expect(cash.body.orders.find((entry: { orderId: string }) => entry.orderId === order.id)).toMatchObject({ collected: order.totalAmount });
  });

  it('takes a refused parcel back: sellable units on the shelf, damaged ones recorded, received once', async () => {
    const order = await shippedOrder([[0, 2], [1, 1]]);
    const [medium, large] = [await stockOf(0), await stockOf(1)];
    const refused = await store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, { cookie: admin, body: { outcome: 'refused' } });
    expect(refused.body.status).toBe('returning');
    const dropdown = await status(order.id, 'delivered');
    expect(dropdown.status).toBe(409);
    expect(dropdown.body.code).toBe('order_in_return');
    const receipt = {
      items: [
        { itemId: order.items[0]!.id, quantity: 1, condition: 'sellable' },
        { itemId: order.items[0]!.id, quantity: 1, condition: 'damaged' },
        { itemId: order.items[1]!.id, quantity: 1, condition: 'sellable' },
      ],
    };
    const tooMany = await store.request('POST', `/api/admin/orders/${order.id}/return-received`, {
      cookie: admin,
      body: { items: [{ itemId: order.items[1]!.id, quantity: 2, condition: 'sellable' }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('invalid_return_items');
    const received = await store.request('POST', `/api/admin/orders/${order.id}/return-received`, { cookie: admin, body: receipt });
    expect(received.status).toBe(200);
    expect(received.body.status).toBe('returned');
    const twice = await store.request('POST', `/api/admin/orders/${order.id}/return-received`, { cookie: admin, body: receipt });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('return_already_received');
    expect([await stockOf(0), await stockOf(1)]).toEqual([medium + 1, large + 1]);
    const history = await store.request('GET', `/api/admin/products/${product.id}/stock-history?limit=5`, { cookie: admin });
    expect(history.status).toBe(200);
    expect(history.body.map((entry: { reason: string }) => entry.reason)).toEqual(
      expect.arrayContaining(['returned_to_origin', 'damaged_return']),
    );
  });

  it('sends the parcel back after the last allowed attempt', async () => {
    expect((await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'maxDeliveryAttempts', value: 2 } })).status).toBe(200);
    const order = await shippedOrder();
    const first = await store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, { cookie: admin, body: { outcome: 'not_home' } });
    expect(first.body.status).toBe('shipped');
    const second = await store.request('POST', `/api/admin/orders/${order.id}/delivery-attempts`, { cookie: admin, body: { outcome: 'postponed' } });
    expect(second.body.status).toBe('returning');
    await store.request('POST', '/api/admin/settings', { cookie: admin, body: { key: 'maxDeliveryAttempts', value: 3 } });
  });
});
