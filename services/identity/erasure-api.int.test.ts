import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, rebuildProjections } from '../../projections/index.js';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let adminId: string;
let product: FixtureProduct;

beforeAll(async () => {
  store = await startTestStore({ ORDER_MAX_PER_HOUR: '1000' });
  admin = await store.login();
  adminId = (await store.request('GET', '/api/auth/me', { cookie: admin })).body.id;
  product = await createProduct(store, admin, { variants: [{ size: 'M', color: 'Black', price: '100.00', stock: 100 }] });
});
afterAll(() => store.stop());

const tag = () => randomBytes(4).toString('hex');
const sessionOf = (setCookie: string | null) => /session=[^;]+/.exec(setCookie ?? '')![0];

/** A shopper with a delivered order (with a delivery note and a call noted by staff), a review and a saved address. */
async function shopper() {
  const marker = tag();
  const email = `Erase.${marker}@Example.com`;
  const name = `Maryam ${marker}`;
  const registered = await store.request('POST', '/api/auth/register', { body: { name, email, password: 'secret1' } });
  expect(registered.status).toBe(201);
  const cookie = sessionOf(registered.headers.get('set-cookie'));
  const placed = await store.request('POST', '/api/orders', {
    cookie,
    body: {
      items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 2 }],
      shippingName: `Ship ${marker}`,
      shippingPhone: '050 765 4321',
      shippingCity: 'Dubai',
      shippingAddressLine1: `Villa ${marker}`,
      shippingAddressLine2: `Street ${marker}`,
      deliveryNote: `Gate ${marker}`,
    },
  });
  expect(placed.status).toBe(201);
  const called = await store.request('POST', `/api/admin/orders/${placed.body.id}/contact-attempts`, {
    cookie: admin,
    body: { outcome: 'confirmed', note: `Spoke to ${marker}` },
  });
  expect(called.status).toBeLessThan(300);
  for (const status of ['packed', 'shipped', 'delivered']) {
    const moved = await store.request('PATCH', `/api/orders/${placed.body.id}/status`, { cookie: admin, body: { status } });
    expect(moved.status, status).toBe(200);
  }
  expect((await store.request('POST', `/api/products/${product.slug}/reviews`, { cookie, body: { rating: 4, comment: 'Soft fabric' } })).status).toBe(201);
  const address = await store.request('POST', '/api/account/addresses', {
    cookie,
    body: { name, phone: '050 765 4321', city: 'dubai', addressLine1: `Villa ${marker}` },
  });
  expect(address.status).toBe(201);
  const login = await store.request('POST', '/api/auth/login', { body: { email, password: 'secret1' } });
  expect(login.status).toBe(200);
  return {
    id: registered.body.id as string,
    marker,
    email,
    name,
    cookie,
    otherDevice: sessionOf(login.headers.get('set-cookie')),
    order: placed.body as { id: string; orderNumber: number; totalAmount: string },
  };
}

/** Whether a text shows anything of hers: her marker is in every personal field she or staff typed. */
const showsHer = (text: string, person: { marker: string; email: string }) =>
  text.includes(person.marker) || text.toLowerCase().includes(person.email.toLowerCase()) || /765\s?4321/.test(text);

/** What the back office shows of her: orders list and detail, CSV, customers list and page, reviews. */
async function backOffice(person: Awaited<ReturnType<typeof shopper>>) {
  const [list, detail, csv, customers, customer, reviews, shopReviews] = await Promise.all([
    store.request('GET', `/api/admin/orders?limit=100`, { cookie: admin }),
    store.request('GET', `/api/admin/orders/${person.order.id}`, { cookie: admin }),
    store.request('GET', '/api/admin/orders.csv', { cookie: admin }),
    store.request('GET', '/api/admin/customers?limit=100', { cookie: admin }),
    store.request('GET', `/api/admin/customers/${person.id}`, { cookie: admin }),
    store.request('GET', `/api/admin/products/${product.id}/reviews`, { cookie: admin }),
    store.request('GET', `/api/products/${product.slug}/reviews`),
  ]);
  for (const answer of [list, detail, csv, customers, customer, reviews, shopReviews]) expect(answer.status).toBe(200);
  return { list, detail, csv, customers, customer, reviews, shopReviews };
}

/** Every read model table that could hold her, as text. */
async function readModels(userId: string, orderId: string): Promise<string> {
  const rows = await Promise.all([
    store.db.pool.query('select * from users where id = $1', [userId]),
    store.db.pool.query('select * from orders where id = $1', [orderId]),
    store.db.pool.query('select * from order_contact_attempts where order_id = $1', [orderId]),
    store.db.pool.query('select * from addresses where user_id = $1', [userId]),
    store.db.pool.query('select * from reviews where user_id = $1', [userId]),
    store.db.pool.query('select * from cod_history_orders where user_id = $1', [userId]),
  ]);
  return JSON.stringify(rows.map((result) => result.rows));
}

describe('erasing her personal data', () => {
  it('erases her at her request: sessions end, sign-in is refused, the back office shows an erased customer, her address registers anew', async () => {
    const huda = await shopper();
    await store.settled();
    expect(showsHer(await readModels(huda.id, huda.order.id), huda)).toBe(true);

    const before = await store.eventCount();
    const wrong = await store.request('POST', '/api/account/erase', { cookie: huda.cookie, body: { password: 'not-hers' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong_password');
    expect(await store.eventCount()).toBe(before);

    // A mistyped password leaves sign-in counts kept under her address; the erasure takes them too.
    expect((await store.request('POST', '/api/auth/login', { body: { email: huda.email, password: 'mistyped' } })).status).toBe(401);
    const countsOfHer = async () =>
      Number((await store.db.pool.query('select count(*) from auth_limits where strpos(key, $1) > 0', [huda.email.toLowerCase()])).rows[0].count);
    expect(await countsOfHer()).toBeGreaterThan(0);

    const erased = await store.request('POST', '/api/account/erase', { cookie: huda.cookie, body: { password: 'secret1' } });
    expect(erased.status).toBe(202);
    expect(await countsOfHer()).toBe(0);
    expect(erased.body).toEqual({ erased: true });
    // Her cookie is cleared here, and both her sessions are over everywhere.
    expect(erased.headers.get('set-cookie')).toMatch(/session=;/);
    for (const cookie of [huda.cookie, huda.otherDevice]) {
      expect((await store.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
      expect((await store.request('GET', '/api/account/orders', { cookie })).status).toBe(401);
    }
    const signIn = await store.request('POST', '/api/auth/login', { body: { email: huda.email, password: 'secret1' } });
    expect(signIn.status).toBe(401);
    expect(signIn.body.code).toBe('invalid_credentials');

    await store.settled();
    const seen = await backOffice(huda);
    const listed = seen.list.body.find((row: { id: string }) => row.id === huda.order.id);
    expect(listed).toMatchObject({ orderNumber: huda.order.orderNumber, totalAmount: huda.order.totalAmount, status: 'delivered', shippingName: '' });
    expect(seen.detail.body).toMatchObject({
      orderNumber: huda.order.orderNumber,
      totalAmount: huda.order.totalAmount,
      shippingName: '',
      shippingPhone: '',
      shippingAddressLine1: '',
      shippingAddressLine2: null,
      deliveryNote: null,
    });
    expect(seen.detail.body.items).toHaveLength(1);
    expect(seen.detail.body.contactAttempts[0]).toMatchObject({ outcome: 'confirmed', note: null });
    expect(seen.csv.text).toContain(String(huda.order.orderNumber));
    expect(seen.customers.body.find((row: { id: string }) => row.id === huda.id)).toMatchObject({ name: '', email: '', erased: true, ordersCount: 1 });
    expect(seen.customer.body).toMatchObject({ name: '', email: '', erased: true });
    expect(seen.reviews.body.find((row: { userId: string }) => row.userId === huda.id)).toMatchObject({ authorName: '', rating: 4, comment: 'Soft fabric' });
    for (const [what, answer] of Object.entries(seen)) expect(showsHer(answer.text, huda), what).toBe(false);
    expect(showsHer(await readModels(huda.id, huda.order.id), huda)).toBe(false);

    // Her address registers again, as a new person; her old account stays erased.
    const again = await store.request('POST', '/api/auth/register', { body: { name: 'Huda Again', email: huda.email, password: 'secret2' } });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(huda.id);
    expect((await store.request('POST', '/api/auth/login', { body: { email: huda.email, password: 'secret2' } })).status).toBe(200);
    const twice = await store.request('POST', `/api/admin/customers/${huda.id}/erase`, { cookie: admin, body: { reason: 'Asked again' } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_erased');
    // The new account's own claim holds: the address is taken again.
    const third = await store.request('POST', '/api/auth/register', { body: { name: 'Other', email: huda.email, password: 'secret3' } });
    expect(third.status).toBe(409);

    // Rebuilt from the whole log, the read models still show nothing of her, and match the live ones.
    const results = await rebuildProjections(store.db.pool, store.db.store, allProjections);
    expect(results.filter((result) => !result.matches).map((result) => result.projection)).toEqual([]);
    expect(showsHer(await readModels(huda.id, huda.order.id), huda)).toBe(false);
    const rebuilt = await backOffice(huda);
    // Her address is the new account's now (left out of the texts): every other field she typed holds her marker.
    for (const [what, answer] of Object.entries(rebuilt)) {
      expect(showsHer(answer.text.replaceAll(huda.email, ''), { marker: huda.marker, email: huda.marker }), what).toBe(false);
    }
    expect(rebuilt.customer.body).toMatchObject({ name: '', email: '', erased: true });
    expect(rebuilt.detail.body).toMatchObject({ orderNumber: huda.order.orderNumber, totalAmount: huda.order.totalAmount });
  });

  it('lets an admin erase a customer with a reason, never a staff account or her own', async () => {
    const noor = await shopper();
    const noReason = await store.request('POST', `/api/admin/customers/${noor.id}/erase`, { cookie: admin, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect((await store.request('POST', `/api/admin/customers/${adminId}/erase`, { cookie: admin, body: { reason: 'Test' } })).body.code).toBe(
      'own_account',
    );
    const staff = await store.request('POST', '/api/auth/register', { body: { name: 'Staff', email: `staff.${tag()}@example.com`, password: 'secret1' } });
    expect((await store.request('PATCH', `/api/admin/users/${staff.body.id}/role`, { cookie: admin, body: { role: 'auditor' } })).status).toBe(200);
    const refused = await store.request('POST', `/api/admin/customers/${staff.body.id}/erase`, { cookie: admin, body: { reason: 'Test' } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('staff_account');
    expect((await store.request('POST', `/api/admin/customers/${crypto.randomUUID()}/erase`, { cookie: admin, body: { reason: 'Test' } })).status).toBe(404);

    const erased = await store.request('POST', `/api/admin/customers/${noor.id}/erase`, { cookie: admin, body: { reason: 'Asked by phone, ticket 42' } });
    expect(erased.status).toBe(202);
    const [event] = (
      await store.db.pool.query<{ data: { by: string; reason: string } }>(
        `select data from events where type = 'PersonalDataErased' and stream_id = $1`,
        [`user-${noor.id}`],
      )
    ).rows;
    expect(event!.data).toMatchObject({ by: 'staff', reason: 'Asked by phone, ticket 42' });
    expect((await store.request('GET', '/api/auth/me', { cookie: noor.cookie })).status).toBe(401);
    await store.settled();
    const seen = await backOffice(noor);
    expect(seen.customer.body).toMatchObject({ erased: true, name: '' });
    for (const [what, answer] of Object.entries(seen)) expect(showsHer(answer.text, noor), what).toBe(false);
  });
});
