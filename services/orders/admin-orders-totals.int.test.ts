import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../events/index.js';
import { countedTotalCap } from '../../infra/http/paging.js';
import { rebuildProjection } from '../../projections/index.js';
import { ordersProjection } from '../../projections/orders/index.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * The totals of the back office's orders list: exact for a state (or none) at any size, from the counts the orders
 * read model keeps per state, also after status changes, deletions and a rebuild; counted up to a bound for a
 * search, and then said to be a bound (`X-Total-Count-Exact: false`).
 */

let store: TestStore;
let admin: string;
let shopperId: string;
let nextNumber = 700_000;

const statuses = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;
type Status = (typeof statuses)[number];

/** Appends placed orders (and their status changes) to the log, as the checkout and staff would, and waits for the list. */
async function seed(orders: readonly { name: string; status?: Status }[]): Promise<{ id: string; number: number }[]> {
  const seeded: { id: string; number: number }[] = [];
  const appends = orders.map((order, index) => {
    const orderId = randomUUID();
    const orderNumber = nextNumber++;
    seeded.push({ id: orderId, number: orderNumber });
    const at = new Date(Date.UTC(2026, 0, 1) + (orderNumber - 700_000) * 60_000).toISOString();
    const status = order.status ?? 'placed';
    const changes = statuses.slice(1, statuses.indexOf(status) + 1).map((to, step) => ({
      type: 'OrderStatusChanged',
      data: { orderId, orderNumber, from: statuses[step], to, changedAt: at },
    }));
    return {
      streamId: `order-${orderId}`,
      streamType: 'order',
      expectedVersion: 0 as const,
      events: [
        {
          type: 'OrderPlaced',
          data: {
            orderId, orderNumber, userId: shopperId,
            items: [{ itemId: randomUUID(), productId: randomUUID(), variantId: randomUUID(), productNameEn: 'Black Abaya',
              productNameAr: 'عباية سوداء', variantSize: 'M', variantColor: null, quantity: 1, price: '250.00' }],
            subtotal: '250.00', codFee: '15.00', discount: '0.00', deliveryFee: '0.00', emirate: 'dubai', coupon: null,
            totalAmount: '265.00', paymentMethod: 'cod', shippingName: order.name,
            shippingPhone: `+9715${String(10_000_000 + index).slice(1)}`, shippingCity: 'Dubai', shippingAddressLine1: 'Villa 1',
            shippingAddressLine2: null, deliveryNote: null, placedAt: at, locale: 'ar',
          },
        },
        ...changes,
      ],
    };
  });
  for (let start = 0; start < appends.length; start += 200) {
    await store.db.store.append(appends.slice(start, start + 200), { actor: systemActor, correlationId: randomUUID() });
  }
  const numbers = seeded.map((order) => order.number);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const shown = await store.db.pool.query<{ n: number }>('select count(*)::int as n from orders where order_number = any($1)', [numbers]);
    if (shown.rows[0]!.n === numbers.length) return seeded;
    if (Date.now() > deadline) throw new Error('orders did not reach the read model');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const list = (query: string) => store.request('GET', `/api/admin/orders${query}`, { cookie: admin });

/** The list's total for a query: the header's figure and whether it says it is exact. */
async function totalOf(query: string): Promise<{ total: number; exact: string | null }> {
  const answer = await list(query);
  expect(answer.status, answer.text).toBe(200);
  return { total: Number(answer.headers.get('x-total-count')), exact: answer.headers.get('x-total-count-exact') };
}

/** What the table holds, counted row by row: the figure each state's total must show. */
async function countedRows(): Promise<Record<string, number>> {
  const rows = await store.db.pool.query<{ status: string; n: number }>('select status, count(*)::int as n from orders group by status');
  return Object.fromEntries(rows.rows.map((row) => [row.status, row.n]));
}

async function expectExactTotals(): Promise<void> {
  const counted = await countedRows();
  const all = Object.values(counted).reduce((sum, n) => sum + n, 0);
  expect(await totalOf('')).toEqual({ total: all, exact: 'true' });
  for (const status of [...statuses, 'cancelled', 'returning', 'returned']) {
    expect(await totalOf(`?status=${status}`), status).toEqual({ total: counted[status] ?? 0, exact: 'true' });
  }
  expect(await totalOf('?awaitingConfirmation=true')).toEqual({ total: counted.placed ?? 0, exact: 'true' });
  expect(await totalOf('?awaitingConfirmation=true&status=shipped')).toEqual({ total: 0, exact: 'true' });
  // The counts kept per state are the rows' own.
  const kept = await store.db.pool.query<{ status: string; orders: number }>('select status, orders from order_status_counts');
  expect(Object.fromEntries(kept.rows.map((row) => [row.status, row.orders]))).toEqual(counted);
}

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  await store.customer('mariam.alshamsi@example.com');
  await store.settled();
  const user = await store.db.pool.query<{ id: string }>(`select id from users where email = 'mariam.alshamsi@example.com'`);
  shopperId = user.rows[0]!.id;
}, 60_000);
afterAll(() => store.stop());

describe('GET /api/admin/orders totals', () => {
  let orders: { id: string; number: number }[] = [];

  it('are exact for every state and for all, after status changes and deletions too', async () => {
    orders = await seed([
      ...Array.from({ length: 4 }, () => ({ name: 'Huda Salem' })),
      ...Array.from({ length: 3 }, () => ({ name: 'Huda Salem', status: 'confirmed' as const })),
      ...Array.from({ length: 2 }, () => ({ name: 'Huda Salem', status: 'shipped' as const })),
    ]);
    expect(await totalOf('?status=placed')).toEqual({ total: 4, exact: 'true' });
    expect(await totalOf('?status=shipped')).toEqual({ total: 2, exact: 'true' });
    await expectExactTotals();

    // A placed order confirmed, a confirmed one cancelled, a shipped one delivered, a placed one deleted.
    const move = async (id: string, status: string) => {
      const answer = await store.request('PATCH', `/api/orders/${id}/status`, { cookie: admin, body: { status } });
      expect(answer.status, answer.text).toBe(200);
    };
    await move(orders[0]!.id, 'confirmed');
    const cancelled = await store.request('POST', `/api/admin/orders/${orders[4]!.id}/cancel`, {
      cookie: admin,
      body: { reason: 'customer_request' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    await move(orders[7]!.id, 'delivered');
    expect((await store.request('DELETE', `/api/admin/orders/${orders[1]!.id}`, { cookie: admin })).status).toBe(204);

    expect(await totalOf('?status=placed')).toEqual({ total: 2, exact: 'true' });
    expect(await totalOf('?status=confirmed')).toEqual({ total: 3, exact: 'true' });
    expect(await totalOf('?status=cancelled')).toEqual({ total: 1, exact: 'true' });
    expect(await totalOf('?status=shipped')).toEqual({ total: 1, exact: 'true' });
    expect(await totalOf('?status=delivered')).toEqual({ total: 1, exact: 'true' });
    expect(await totalOf('')).toEqual({ total: 8, exact: 'true' });
    await expectExactTotals();
  });

  it('stay exact after the read model is rebuilt from the log, which keeps the same counts', async () => {
    const result = await rebuildProjection(store.db.pool, store.db.store, ordersProjection);
    expect(result.matches, JSON.stringify(result.differences)).toBe(true);
    expect(result.differences).toHaveProperty('order_status_counts', 0);
    await expectExactTotals();
    expect(await totalOf('?status=placed')).toEqual({ total: 2, exact: 'true' });
  });

  it('of a search are exact up to the bound, and past it say "more than" with X-Total-Count-Exact: false', async () => {
    await seed(Array.from({ length: countedTotalCap + 5 }, (_, index) => ({ name: `Reem Cap ${index}`, status: statuses[index % 5] })));
    expect(await totalOf(`?q=${encodeURIComponent('Reem Cap')}`)).toEqual({ total: countedTotalCap, exact: 'false' });
    const page = await list(`?q=${encodeURIComponent('Reem Cap')}`);
    expect(page.body).toHaveLength(50);
    expect(page.headers.get('link')).toContain('rel="next"');
    // Narrower: counted exactly.
    expect(await totalOf(`?q=${encodeURIComponent('Reem Cap 10')}`)).toEqual({ total: 16, exact: 'true' });
    expect(await totalOf(`?q=${encodeURIComponent('Reem Cap')}&status=shipped`)).toEqual({ total: 201, exact: 'true' });
    expect(await totalOf(`?q=${encodeURIComponent('Huda Salem')}`)).toEqual({ total: 8, exact: 'true' });
    // A state alone stays exact past the bound.
    const counted = await countedRows();
    expect(await totalOf('')).toEqual({ total: Object.values(counted).reduce((sum, n) => sum + n, 0), exact: 'true' });
    await expectExactTotals();
  });

  it("of the audit log are counted up to the bound too, exact for one order's events", async () => {
    const all = await store.request('GET', '/api/audit/events', { cookie: admin });
    expect(all.status, all.text).toBe(200);
    expect([all.headers.get('x-total-count'), all.headers.get('x-total-count-exact')]).toEqual([String(countedTotalCap), 'false']);
    const [order] = await seed([{ name: 'Layla Audit', status: 'packed' }]);
    const one = await store.request('GET', `/api/audit/events?streamId=order-${order!.id}`, { cookie: admin });
    expect([one.headers.get('x-total-count'), one.headers.get('x-total-count-exact')]).toEqual(['3', 'true']);
  });
});
