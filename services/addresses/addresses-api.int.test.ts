import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../projections/index.js';
import { addressesProjection } from '../../projections/addresses/index.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.stop());

const home = { name: 'Maryam Saeed', phone: '050 123 4567', city: 'dubai', addressLine1: 'Villa 12, Street 5, Al Barsha' };
const office = { name: 'Maryam Saeed', phone: '+971 4 123 4567', city: 'abu-dhabi', addressLine1: 'Tower 3, Floor 9', addressLine2: 'Reception' };
/** The addresses as the store keeps and answers them: their phones in E.164. */
const homeAsKept = { ...home, phone: '+971501234567' };
const officeAsKept = { ...office, phone: '+97141234567' };

const list = (cookie: string) => store.request('GET', '/api/account/addresses', { cookie });
const save = (cookie: string, body: unknown) => store.request('POST', '/api/account/addresses', { cookie, body });
const change = (cookie: string, id: string, body: unknown) => store.request('PATCH', `/api/account/addresses/${id}`, { cookie, body });
const remove = (cookie: string, id: string) => store.request('DELETE', `/api/account/addresses/${id}`, { cookie });
const defaults = async (cookie: string) =>
  (await list(cookie)).body.filter((address: { isDefault: boolean }) => address.isDefault).map((address: { id: string }) => address.id);

describe('address book API', () => {
  it('saves addresses, the first as default, lists them newest first as a page, and moves the default on request', async () => {
    const shopper = await store.customer();
    const first = await save(shopper, home);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...homeAsKept, addressLine2: null, isDefault: true, id: expect.any(String) });
    const second = await save(shopper, office);
    expect(second.body).toMatchObject({ ...officeAsKept, isDefault: false });

    const listed = await list(shopper);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('2');
    expect(listed.body.map((address: { id: string }) => address.id)).toEqual([second.body.id, first.body.id]);

    const third = await save(shopper, { ...home, addressLine1: 'Flat 7', isDefault: true });
    expect(third.body.isDefault).toBe(true);
    expect(await defaults(shopper)).toEqual([third.body.id]);

    const moved = await change(shopper, first.body.id, { isDefault: true, addressLine2: 'Gate 2' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ ...homeAsKept, addressLine2: 'Gate 2', isDefault: true });
    expect(await defaults(shopper)).toEqual([first.body.id]);

    const paged = await store.request('GET', '/api/account/addresses?limit=2', { cookie: shopper });
    expect(paged.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(paged.headers.get('link') ?? '')![1]!;
    const rest = await store.request('GET', next, { cookie: shopper });
    expect(rest.body.map((address: { id: string }) => address.id)).toEqual([first.body.id]);
  });

  it('passes the default on when the default is deleted, and refuses taking it off otherwise', async () => {
    const shopper = await store.customer();
    const first = (await save(shopper, home)).body;
    const second = (await save(shopper, office)).body;
    const refused = await change(shopper, first.id, { isDefault: false });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('default_address_required');

    expect((await remove(shopper, first.id)).status).toBe(204);
    expect(await defaults(shopper)).toEqual([second.id]);
    expect((await remove(shopper, second.id)).status).toBe(204);
    expect((await list(shopper)).body).toEqual([]);
    expect((await save(shopper, office)).body.isDefault).toBe(true);
  });

  it("answers another shopper's address as missing (404) and changes nothing", async () => {
    const owner = await store.customer();
    const other = await store.customer();
    const address = (await save(owner, home)).body;
    const before = await store.eventCount();
    expect((await change(other, address.id, { name: 'Someone Else' })).status).toBe(404);
    expect((await remove(other, address.id)).status).toBe(404);
    expect((await change(owner, randomUUID(), { name: 'X' })).status).toBe(404);
    expect((await change(owner, 'not-an-id', { name: 'X' })).status).toBe(404);
    expect((await list(other)).body).toEqual([]);
    expect(await store.eventCount()).toBe(before);
    expect((await list(owner)).body[0]).toMatchObject(homeAsKept);
  });

  it('refuses visitors with 401 and bad fields with 400 and their codes, writing nothing', async () => {
    const shopper = await store.customer();
    const before = await store.eventCount();
    expect((await list('')).status).toBe(401);
    expect((await save('', home)).status).toBe(401);
    expect((await change('', randomUUID(), home)).status).toBe(401);
    expect((await remove('', randomUUID())).status).toBe(401);

    const phone = await save(shopper, { ...home, phone: '12345' });
    expect(phone.status).toBe(400);
    expect(phone.body).toMatchObject({ code: 'invalid_phone', errors: { phone: [expect.any(String)] } });
    const city = await save(shopper, { ...home, city: 'Paris' });
    expect(city.status).toBe(400);
    expect(city.body.code).toBe('invalid_emirate');
    const missing = await save(shopper, { ...home, addressLine1: '   ' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('addressLine1');
    expect((await save(shopper, { ...home, name: 'x'.repeat(201) })).status).toBe(400);
    expect((await store.request('GET', '/api/account/addresses?limit=500', { cookie: shopper })).body.code).toBe('invalid_limit');
    expect(await store.eventCount()).toBe(before);

    const saved = (await save(shopper, home)).body;
    const nothing = await change(shopper, saved.id, {});
    expect(nothing.status).toBe(400);
    const badPhone = await change(shopper, saved.id, { phone: 'call me' });
    expect(badPhone.body.code).toBe('invalid_phone');
  });
});

describe('the addresses read model', () => {
  it('rebuilds from the log to what it is live', async () => {
    expect((await rebuildProjection(store.db.pool, store.db.store, addressesProjection)).matches).toBe(true);
  });
});
