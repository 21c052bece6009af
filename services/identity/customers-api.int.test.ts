import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../projections/index.js';
import { statsProjection } from '../../projections/stats/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  product = await createProduct(store, admin, { variants: [{ size: 'M', color: 'Black', price: '100.00', stock: 100 }] });
});
afterAll(() => store.stop());

const tag = () => randomBytes(3).toString('hex');

/** Registers an account and returns its id, address and session. */
async function account(name: string, email = `${tag()}@example.com`) {
  const registered = await store.request('POST', '/api/auth/register', { body: { name, email, password: 'secret1' } });
  expect(registered.status).toBe(201);
  const cookie = /session=[^;]+/.exec(registered.headers.get('set-cookie')!)![0];
  return { id: registered.body.id as string, email, cookie, password: 'secret1' };
}

const order = (cookie: string, quantity: number) =>
  store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity, price: '100.00' }],
      shippingName: 'Maryam Saeed',
      shippingPhone: '+971 50 123 4567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
    },
  });

const setRole = (id: string, role: unknown, cookie = admin) => store.request('PATCH', `/api/admin/users/${id}/role`, { cookie, body: { role } });

describe('customers API', () => {
  it('lists accounts newest first with their order figures, paged, with the total and a next link', async () => {
    const marker = `Paging${tag()}`;
    const made: Awaited<ReturnType<typeof account>>[] = [];
    for (let index = 0; index < 5; index++) made.push(await account(`${marker} ${index}`));
    expect((await order(made[1]!.cookie, 2)).status).toBe(201);
    expect((await order(made[1]!.cookie, 1)).status).toBe(201);

    const first = await store.request('GET', `/api/admin/customers?q=${marker}&limit=2`, { cookie: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(first.body.map((row: { name: string }) => row.name)).toEqual([`${marker} 4`, `${marker} 3`]);
    expect(first.body[0]).toEqual({
      id: made[4]!.id,
      name: `${marker} 4`,
      email: made[4]!.email,
      role: 'customer',
      ordersCount: 0,
      totalSpent: '0.00',
      lastOrderAt: null,
      createdAt: expect.any(String),
      refusals: 0,
      deliveredOrders: 0,
      codStatus: 'auto',
      codNote: null,
      erased: false,
    });
    const seen = [...first.body];
    let next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    while (next) {
      const page = await store.request('GET', next, { cookie: admin });
      seen.push(...page.body);
      next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    }
    expect(seen.map((row) => row.id)).toEqual(made.map((one) => one.id).reverse());
    const buyer = seen.find((row) => row.id === made[1]!.id);
    // Two orders of 2 and 1 units at 100.00, plus the COD fee of each.
    expect(buyer).toMatchObject({ ordersCount: 2, lastOrderAt: expect.any(String) });
    expect(Number(buyer.totalSpent)).toBeGreaterThanOrEqual(300);

    const all = await store.request('GET', '/api/admin/customers', { cookie: admin });
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(6);
    expect(all.body.length).toBeLessThanOrEqual(50);
  });

  it('searches by any part of a name or an email, ignoring case, with wildcards taken literally', async () => {
    const marker = tag();
    const noor = await account(`Noor Al-Hashimi ${marker}`, `noor.${marker}@example.com`);
    const huda = await account(`Huda ${marker}`, `HUDA_${marker}@Example.com`);
    const search = async (q: string) =>
      (await store.request('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`, { cookie: admin })).body.map((row: { id: string }) => row.id);
    expect(await search(`al-hashimi ${marker}`)).toEqual([noor.id]);
    expect(await search(`noor.${marker.toUpperCase()}`)).toEqual([noor.id]);
    expect(await search(`huda_${marker}`)).toEqual([huda.id]);
    expect(await search(`${marker}`)).toEqual([huda.id, noor.id]);
    expect(await search(`%${marker}`)).toEqual([]);
    const badCursor = await store.request('GET', '/api/admin/customers?cursor=bm9wZQ', { cookie: admin });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.code).toBe('invalid_cursor');
    expect((await store.request('GET', '/api/admin/customers?limit=101', { cookie: admin })).body.code).toBe('invalid_limit');
  });

  it("answers a customer with her orders, newest first, and pages the rest of them", async () => {
    const buyer = await account('Reem Buyer');
    for (let index = 1; index <= 3; index++) expect((await order(buyer.cookie, index)).status).toBe(201);
    const found = await store.request('GET', `/api/admin/customers/${buyer.id}`, { cookie: admin });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: buyer.id, name: 'Reem Buyer', ordersCount: 3, moreOrders: null });
    expect(found.body.orders.map((row: { itemsCount: number }) => row.itemsCount)).toEqual([3, 2, 1]);
    expect(found.body.orders[0]).toMatchObject({ id: expect.any(String), orderNumber: expect.any(Number), status: 'placed' });

    const paged = await store.request('GET', `/api/admin/customers/${buyer.id}/orders?limit=2`, { cookie: admin });
    expect(paged.headers.get('x-total-count')).toBe('3');
    expect(paged.body).toHaveLength(2);
    const rest = await store.request('GET', /<([^>]+)>/.exec(paged.headers.get('link')!)![1]!, { cookie: admin });
    expect(rest.body.map((row: { itemsCount: number }) => row.itemsCount)).toEqual([1]);
    expect(rest.headers.get('link')).toBeNull();

    expect((await store.request('GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000', { cookie: admin })).body.code).toBe(
      'user_not_found',
    );
    expect((await store.request('GET', '/api/admin/customers/not-a-uuid', { cookie: admin })).status).toBe(404);
  });
});

describe('roles', () => {
  it('changes a role as an event naming the acting admin, and ends that user\'s sessions', async () => {
    const user = await account('Salma Auditor');
    expect((await store.request('GET', '/api/auth/me', { cookie: user.cookie })).status).toBe(200);
    const changed = await setRole(user.id, 'auditor');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: user.id, role: 'auditor' });
    const events = await store.db.pool.query(`select data, metadata from events where type = 'UserRoleChanged' and data->>'userId' = $1`, [user.id]);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].data).toMatchObject({ from: 'customer', to: 'auditor' });
    // The acting admin by id and role: no email is written into the log (ADR 068).
    expect(events.rows[0].metadata.actor).toEqual({ id: expect.any(String), role: 'admin' });
    // Her old session is over; signing in again gives the new role.
    expect((await store.request('GET', '/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    const again = await store.login(user.email, user.password);
    expect((await store.request('GET', '/api/auth/me', { cookie: again })).body.role).toBe('auditor');

    // The same role again changes nothing and keeps the session.
    const before = await store.eventCount();
    expect((await setRole(user.id, 'auditor')).status).toBe(200);
    expect(await store.eventCount()).toBe(before);
    expect((await store.request('GET', '/api/auth/me', { cookie: again })).status).toBe(200);
  });

  it('counts customers only in the dashboard\'s Total Customers: an account made auditor or admin leaves it', async () => {
    const totalCustomers = async () => {
      await store.settled();
      return (await store.request('GET', '/api/admin/stats', { cookie: admin })).body.totalCustomers as number;
    };
    const before = await totalCustomers();
    const [auditor, staff] = [await account('Audit Reader'), await account('Staff Member')];
    await account('Shopper Person');
    expect(await totalCustomers()).toBe(before + 3);
    expect((await setRole(auditor.id, 'auditor')).status).toBe(200);
    expect((await setRole(staff.id, 'admin')).status).toBe(200);
    expect(await totalCustomers()).toBe(before + 1);
    // Made a customer again, she counts again.
    expect((await setRole(staff.id, 'customer')).status).toBe(200);
    expect(await totalCustomers()).toBe(before + 2);
    // Rebuilt from the whole log (inside the database), the count is the same.
    const rebuilt = await rebuildProjection(store.db.pool, store.db.store, statsProjection);
    expect(rebuilt.matches).toBe(true);
    expect(await totalCustomers()).toBe(before + 2);
  });

  it('refuses bad roles and unknown users, writing nothing', async () => {
    const user = await account('Lina');
    const before = await store.eventCount();
    const bad = await setRole(user.id, 'owner');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.role).toBeDefined();
    expect((await setRole('00000000-0000-4000-8000-000000000000', 'admin')).body.code).toBe('user_not_found');
    expect(await store.eventCount()).toBe(before);
  });

  it('keeps visitors (401), customers and auditors (403) out of every customers and roles route', async () => {
    const customer = await account('Plain Customer');
    const auditor = await account('Some Auditor');
    expect((await setRole(auditor.id, 'auditor')).status).toBe(200);
    const auditorCookie = await store.login(auditor.email, auditor.password);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/customers'],
      ['GET', `/api/admin/customers/${customer.id}`],
      ['GET', `/api/admin/customers/${customer.id}/orders`],
      ['PATCH', `/api/admin/users/${customer.id}/role`, { role: 'admin' }],
    ];
    const before = await store.eventCount();
    for (const [method, path, body] of routes) {
      expect((await store.request(method, path, { body })).status, `${method} ${path} visitor`).toBe(401);
      expect((await store.request(method, path, { body, cookie: customer.cookie })).status, `${method} ${path} customer`).toBe(403);
      expect((await store.request(method, path, { body, cookie: auditorCookie })).status, `${method} ${path} auditor`).toBe(403);
    }
    expect(await store.eventCount()).toBe(before);
  });

  it('never demotes the last admin, also when two admins demote each other at the same moment', async () => {
    const me = await store.request('GET', '/api/auth/me', { cookie: admin });
    // Read once the read models have reached the last write (the position the test client carries: a role change
    // answers at its append).
    const adminCount = async () => {
      await store.settled();
      return (await store.db.pool.query<{ n: number }>(`select count(*)::int as n from users where role = 'admin'`)).rows[0]!.n;
    };
    // Alone, the store's admin cannot step down.
    expect(await adminCount()).toBe(1);
    const alone = await setRole(me.body.id, 'customer');
    expect(alone.status).toBe(409);
    expect(alone.body.code).toBe('last_admin');

    for (let round = 0; round < 5; round++) {
      const first = await account(`Admin A${round}`);
      const second = await account(`Admin B${round}`);
      expect((await setRole(first.id, 'admin')).status).toBe(200);
      expect((await setRole(second.id, 'admin')).status).toBe(200);
      const firstCookie = await store.login(first.email, first.password);
      const secondCookie = await store.login(second.email, second.password);
      // The store's own admin steps down, so the two are the only admins; then each demotes the other at once.
      expect((await setRole(me.body.id, 'customer')).status).toBe(200);
      const answers = await Promise.all([setRole(second.id, 'customer', firstCookie), setRole(first.id, 'customer', secondCookie)]);
      // One wins. The other is refused as the last admin's demotion, or, when the winner's change ended her sessions
      // before her own request was let in, as signed out (401): either way she changed nothing.
      const statuses = answers.map((answer) => answer.status).sort();
      expect([[200, 401], [200, 409]]).toContainEqual(statuses);
      const refused = answers.find((answer) => answer.status === 409);
      if (refused) expect(refused.body.code).toBe('last_admin');
      expect(await adminCount()).toBe(1);
      // The survivor restores the store's admin and steps down herself for the next round.
      const survivor = answers[0]!.status === 200 ? firstCookie : secondCookie;
      const survivorId = answers[0]!.status === 200 ? first.id : second.id;
      expect((await setRole(me.body.id, 'admin', survivor)).status).toBe(200);
      admin = await store.login();
      expect((await setRole(survivorId, 'customer')).status).toBe(200);
      expect(await adminCount()).toBe(1);
    }
  });
});
