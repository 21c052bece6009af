import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestResponse, type TestStore } from '../../tests/support/test-store.js';
import { defaultWriteBudgets } from './write-budgets.js';

/** The address book's default burst; a smaller wishlist burst than its default 200 keeps the runs short. */
const addresses = { burst: defaultWriteBudgets.addresses.burst };
const wishlist = { burst: 40 };

let store: TestStore;
let admin: string;
let abaya: FixtureProduct;

beforeAll(async () => {
  // Budgets given back once an hour instead of every minute (addresses) or 12 s (wishlist), so nothing comes back
  // while a test runs; the profile's small one comes back every second.
  store = await startTestStore({ WRITE_LIMITS: `addresses=${addresses.burst}/1,wishlist=${wishlist.burst}/1,profile=2/3600` });
  admin = await store.login();
  abaya = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 3 }] });
});
afterAll(() => store?.stop());

const home = { name: 'Maryam Saeed', phone: '050 123 4567', city: 'dubai', addressLine1: 'Villa 12, Street 5, Al Barsha' };
const saveAddress = (cookie: string) => store.request('POST', '/api/account/addresses', { cookie, body: home });
const editAddress = (cookie: string, id: string, n: number) =>
  store.request('PATCH', `/api/account/addresses/${id}`, { cookie, body: { addressLine2: `Flat ${n}` } });
/** Saves the product on even turns and takes it off on odd ones: every turn appends. */
const toggleWish = (cookie: string, n: number) =>
  store.request(n % 2 === 0 ? 'PUT' : 'DELETE', `/api/account/wishlist/${abaya.id}`, { cookie });

/** Sends writes one after another until the first 429 (or `max`), each other answer a success. */
async function hammer(max: number, send: (n: number) => Promise<TestResponse>) {
  let accepted = 0;
  for (let n = 0; n < max; n++) {
    const answer = await send(n);
    if (answer.status === 429) return { accepted, refusal: answer };
    expect(answer.status, answer.text).toBeLessThan(300);
    accepted += 1;
  }
  return { accepted, refusal: undefined };
}

function expectWriteLimited(answer: TestResponse | undefined) {
  expect(answer?.status).toBe(429);
  const body = answer!.body as { message: string; code: string; params: { retryAfterSeconds: number } };
  expect(body).toEqual({ message: expect.any(String), code: 'write_rate_limit', params: { retryAfterSeconds: expect.any(Number) } });
  expect(Number.isInteger(body.params.retryAfterSeconds) && body.params.retryAfterSeconds >= 1).toBe(true);
  expect(answer!.headers.get('retry-after')).toBe(String(body.params.retryAfterSeconds));
}

describe('shoppers write within a budget per route family', () => {
  it('refuses address edits past her budget with 429 and Retry-After, appending nothing more however she insists', async () => {
    const shopper = await store.customer();
    const saved = await saveAddress(shopper);
    expect(saved.status).toBe(201);
    const before = await store.eventCount();
    const { accepted, refusal } = await hammer(200, (n) => editAddress(shopper, saved.body.id, n));
    // The save spent one write of the family's budget.
    expect(accepted).toBe(addresses.burst - 1);
    expect(await store.eventCount()).toBe(before + accepted);
    expectWriteLimited(refusal);

    const spent = await store.eventCount();
    const more = await Promise.all([
      ...Array.from({ length: 30 }, (_, n) => editAddress(shopper, saved.body.id, 1000 + n)),
      saveAddress(shopper),
      store.request('DELETE', `/api/account/addresses/${saved.body.id}`, { cookie: shopper }),
    ]);
    for (const answer of more) expectWriteLimited(answer);
    expect(await store.eventCount()).toBe(spent);
    // Her reads and her other families are not held back.
    expect((await store.request('GET', '/api/account/addresses', { cookie: shopper })).status).toBe(200);
    expect((await toggleWish(shopper, 0)).status).toBe(204);

    const neighbour = await store.customer();
    const hers = await saveAddress(neighbour);
    expect(hers.status).toBe(201);
    expect((await editAddress(neighbour, hers.body.id, 1)).status).toBe(200);
  });

  it('refuses wishlist changes past her budget, and nothing is appended after the first refusal', async () => {
    const shopper = await store.customer();
    const before = await store.eventCount();
    const { accepted, refusal } = await hammer(wishlist.burst + 50, (n) => toggleWish(shopper, n));
    expect(accepted).toBe(wishlist.burst);
    expect(await store.eventCount()).toBe(before + accepted);
    expectWriteLimited(refusal);

    const spent = await store.eventCount();
    const more = await Promise.all(Array.from({ length: 40 }, (_, n) => toggleWish(shopper, n)));
    for (const answer of more) expectWriteLimited(answer);
    expect(await store.eventCount()).toBe(spent);

    const neighbour = await store.customer();
    expect((await toggleWish(neighbour, 0)).status).toBe(204);
    expect((await store.request('GET', '/api/account/wishlist', { cookie: neighbour })).body).toHaveLength(1);
  });

  it('counts parallel writes of one shopper together: exactly her budget of them pass', async () => {
    const shopper = await store.customer();
    expect((await toggleWish(shopper, 0)).status).toBe(204);
    const answers = await Promise.all(Array.from({ length: wishlist.burst + 30 }, () => toggleWish(shopper, 0)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(wishlist.burst - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(31);
  });

  it('never limits an admin doing the same', async () => {
    const saved = await saveAddress(admin);
    expect(saved.status).toBe(201);
    const before = await store.eventCount();
    const edits = await hammer(addresses.burst * 2, (n) => editAddress(admin, saved.body.id, n));
    expect(edits).toEqual({ accepted: addresses.burst * 2, refusal: undefined });
    const wishes = await hammer(wishlist.burst + 20, (n) => toggleWish(admin, n));
    expect(wishes).toEqual({ accepted: wishlist.burst + 20, refusal: undefined });
    expect(await store.eventCount()).toBe(before + addresses.burst * 2 + wishlist.burst + 20);
  });

  it('charges nothing for a write the store refuses, shares the profile budget with the password, and keeps its word on Retry-After', async () => {
    const shopper = await store.customer();
    for (let n = 0; n < 5; n++) {
      const blank = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name: ' ' } });
      expect(blank.status).toBe(400);
    }
    const rename = (name: string) => store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name } });
    expect((await rename('Huda')).status).toBe(200);
    expect((await rename('Huda Saeed')).status).toBe(200);
    const refused = await rename('Huda Al Saeed');
    expectWriteLimited(refused);
    expectWriteLimited(
      await store.request('POST', '/api/account/password', { cookie: shopper, body: { currentPassword: 'secret1', newPassword: 'secret22' } }),
    );
    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers.get('retry-after')) * 1000 + 100));
    expect((await rename('Huda Al Saeed')).status).toBe(200);
    expect((await store.request('GET', '/api/account/profile', { cookie: shopper })).body.name).toBe('Huda Al Saeed');
  });
});
