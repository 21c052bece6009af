import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, rebuildProjections } from '../../projections/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { until } from '../../tests/support/store-process.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * A status set back by the admin is a correction: the order is in that status again, but the shopper is told
 * nothing (no notification, no message), her timeline keeps the time each step was first reached, and steps she was
 * told of before the correction are not told again when reached again. Every read model rebuilt from the log says
 * what it says live.
 */

let store: TestStore;
let admin: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  product = await createProduct(store, admin, { variants: [{ size: 'M', price: '180.00', stock: 100 }] });
});
afterAll(async () => {
  await store?.stop();
});

async function place(cookie: string) {
  const response = await store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }],
      shippingName: 'Hessa',
      shippingPhone: '0501234567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 7',
      locale: 'en',
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string; orderNumber: number; createdAt: string };
}

async function setStatus(orderId: string, status: string) {
  const answer = await store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: admin, body: { status } });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.status).toBe(status);
}

/** Her order as her account shows it, with its timeline. */
async function hers(cookie: string, orderId: string) {
  const answer = await store.request('GET', `/api/account/orders/${orderId}`, { cookie });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { status: string; timeline: { status: string; reachedAt: string | null }[] };
}

const timeline = async (cookie: string, orderId: string) =>
  Object.fromEntries((await hers(cookie, orderId)).timeline.map((step) => [step.status, step.reachedAt]));

/** Her notifications about the order, oldest first, as status names. */
async function notified(cookie: string, orderId: string): Promise<string[]> {
  const answer = await store.request('GET', '/api/account/notifications?limit=100', { cookie });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { params: { orderId?: string; status?: string } }[])
    .filter((notification) => notification.params.orderId === orderId)
    .map((notification) => notification.params.status ?? '?')
    .reverse();
}

/** The messages queued about the order (to her and to staff), by kind, once the mail reactor has read the whole log. */
async function queuedMail(orderNumber: number): Promise<string[]> {
  const last = await store.db.pool.query<{ p: string }>('select max(global_position)::text as p from events');
  const end = Number(last.rows[0]!.p);
  await until(
    async () => {
      // The mail reactor's checkpoint (the mail module's `order_mail`): a module's tests import no other module.
      const reached = await store.db.pool.query<{ p: string }>('select global_position::text as p from projection_checkpoints where name = $1', [
        'order_mail',
      ]);
      return Number(reached.rows[0]?.p ?? 0) >= end;
    },
    15_000,
    'the mail reactor to read the log',
  );
  const rows = await store.db.pool.query<{ kind: string }>('select kind from mail_messages where order_number = $1 order by kind', [orderNumber]);
  return rows.rows.map((row) => row.kind);
}

describe('moving an order back', () => {
  it('shipped back to placed: placed again, her timeline and her notifications and mail as they were', async () => {
    const shopper = await store.customer();
    const order = await place(shopper);
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'shipped');
    await store.settled();
    const before = await timeline(shopper, order.id);
    expect(before.placed).toBe(order.createdAt);
    expect(before.shipped).not.toBeNull();
    expect(await notified(shopper, order.id)).toEqual(['confirmed', 'shipped']);
    const mailBefore = await queuedMail(order.orderNumber);
    expect(mailBefore).toEqual(['new-order', 'order-confirmed', 'order-placed', 'order-shipped']);

    await setStatus(order.id, 'placed');
    await store.settled();

    const now = await hers(shopper, order.id);
    expect(now.status).toBe('placed');
    const admins = await store.request('GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(admins.body.status).toBe('placed');
    expect(await timeline(shopper, order.id)).toEqual({ placed: order.createdAt, confirmed: null, packed: null, shipped: null, delivered: null });
    expect(await notified(shopper, order.id)).toEqual(['confirmed', 'shipped']);
    expect(await queuedMail(order.orderNumber)).toEqual(mailBefore);

    // The correction is on record as one: the log holds the move back, marked.
    const history = await store.request('GET', `/api/admin/orders/${order.id}/history`, { cookie: admin });
    expect(history.body.at(-1)).toMatchObject({
      type: 'OrderStatusChanged',
      data: { from: 'shipped', to: 'placed', correction: true, reachedBefore: true },
    });

    // Forward again: steps she was told of are not told twice and keep their first times; a step never reached is
    // told (packed: a notification, and no mail, as always).
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'packed');
    await setStatus(order.id, 'shipped');
    await store.settled();
    expect(await timeline(shopper, order.id)).toEqual({ ...before, packed: expect.any(String) });
    expect(await notified(shopper, order.id)).toEqual(['confirmed', 'shipped', 'packed']);
    expect(await queuedMail(order.orderNumber)).toEqual(mailBefore);
    await setStatus(order.id, 'delivered');
    await store.settled();
    expect(await notified(shopper, order.id)).toEqual(['confirmed', 'shipped', 'packed', 'delivered']);
    expect(await queuedMail(order.orderNumber)).toEqual([...mailBefore, 'order-delivered'].sort());
  });

  it('rebuilds the read models from the log exactly as they stand live', async () => {
    const names = ['orders', 'stats', 'shopper_notifications', 'cod_history', 'cod_status_history', 'cod_report'];
    const chosen = allProjections.filter((projection) => names.includes(projection.name));
    expect(chosen.map((projection) => projection.name).sort()).toEqual([...names].sort());
    const results = await rebuildProjections(store.db.pool, store.db.store, chosen, { swap: false });
    expect(Object.fromEntries(results.map((result) => [result.projection, result.matches ? 'same' : result.differences]))).toEqual(
      Object.fromEntries(names.map((name) => [name, 'same'])),
    );
  });
});
