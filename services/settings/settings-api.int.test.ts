import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
});
afterAll(() => store.stop());

const save = (body: unknown) => store.request('POST', '/api/admin/settings', { cookie: admin, body });

describe('settings API', () => {
  it('reads the COD fee as "0.00" before an admin ever sets it', async () => {
    expect((await store.request('GET', '/api/settings')).body).toEqual({ codFee: '0.00', returnWindowDays: 14 });
    expect((await store.request('GET', '/api/admin/settings', { cookie: admin })).body).toEqual({
      codFee: '0.00',
      unconfirmedCancelHours: 0,
      maxDeliveryAttempts: 3,
      returnWindowDays: 14,
      personalDataRetentionYears: 5,
    });
  });

  it('refuses admin calls without a session (401) and from customers (403)', async () => {
    const customer = await store.customer();
    expect((await store.request('GET', '/api/admin/settings')).status).toBe(401);
    expect((await store.request('POST', '/api/admin/settings', { body: { key: 'codFee', value: '1' } })).status).toBe(401);
    expect((await store.request('GET', '/api/admin/settings', { cookie: customer })).status).toBe(403);
    expect((await store.request('POST', '/api/admin/settings', { cookie: customer, body: { key: 'codFee', value: '1' } })).status).toBe(403);
  });

  it('stores a trimmed fee as an amount with two decimals, shown to the next read', async () => {
    const saved = await save({ key: 'codFee', value: ' 15 ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ codFee: '15.00' });
    expect((await store.request('GET', '/api/settings')).body).toEqual({ codFee: '15.00', returnWindowDays: 14 });
    const event = await store.db.pool.query(`select data, metadata from events where stream_id = 'setting-codFee'`);
    expect(event.rows[0].data).toMatchObject({ key: 'codFee', value: '15.00' });
    expect(event.rows[0].metadata.actor.role).toBe('admin');
    const before = await store.eventCount();
    await save({ key: 'codFee', value: '15.00' });
    expect(await store.eventCount()).toBe(before);
  });

  it('answers 400 with the spec’s messages for a missing or invalid fee or an unknown key, writing nothing', async () => {
    const before = await store.eventCount();
    const required = 'COD fee is required';
    const invalid = 'COD fee must be a valid number (0 or greater)';
    const cases: [unknown, string][] = [
      [{ key: 'codFee' }, required],
      [{ key: 'codFee', value: '' }, required],
      [{ key: 'codFee', value: '   ' }, required],
      [{ key: 'codFee', value: '-1' }, invalid],
      [{ key: 'codFee', value: 'abc' }, invalid],
      [{ key: 'codFee', value: '100000000' }, 'COD fee must be at most 99,999,999.99'],
      [{ key: 'codFee', value: '1e9' }, 'COD fee must be at most 99,999,999.99'],
      [{ key: 'codFee', value: 12 }, invalid],
      [{ key: 'freeShipping', value: '500' }, 'Unknown setting: codFee, unconfirmedCancelHours, maxDeliveryAttempts, returnWindowDays or personalDataRetentionYears can be set'],
      [{ value: '5' }, 'Unknown setting: codFee, unconfirmedCancelHours, maxDeliveryAttempts, returnWindowDays or personalDataRetentionYears can be set'],
      [{ key: 'unconfirmedCancelHours', value: -1 }, 'Hours before an unconfirmed order is cancelled must be a whole number from 0 (never) to 720'],
      [{ key: 'unconfirmedCancelHours', value: '1.5' }, 'Hours before an unconfirmed order is cancelled must be a whole number from 0 (never) to 720'],
      [{ key: 'maxDeliveryAttempts', value: 0 }, 'Delivery attempts must be a whole number from 1 to 10'],
      [{ key: 'maxDeliveryAttempts', value: 11 }, 'Delivery attempts must be a whole number from 1 to 10'],
    ];
    for (const [body, message] of cases) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await store.eventCount()).toBe(before);
  });

  it('takes any number of 0 or more with at most two decimals, stored at two decimals', async () => {
    const cases: [string, string][] = [
      ['12.340', '12.34'],
      ['1e2', '100.00'],
      ['2.5E1', '25.00'],
      ['.75', '0.75'],
      ['99999999.99', '99999999.99'],
    ];
    for (const [value, stored] of cases) {
      const saved = await save({ key: 'codFee', value });
      expect(saved.status, value).toBe(200);
      expect(saved.body).toEqual({ codFee: stored });
      expect((await store.request('GET', '/api/settings')).body).toEqual({ codFee: stored, returnWindowDays: 14 });
    }
  });

  it('refuses a fee with more than two decimals (400) rather than storing another fee than the one typed', async () => {
    await save({ key: 'codFee', value: '12' });
    const before = await store.eventCount();
    for (const value of ['12.345', '12.344', '0.001', '1255e-3']) {
      const response = await save({ key: 'codFee', value });
      expect(response.status, value).toBe(400);
      expect(response.body.message).toBe('COD fee must have at most two decimals');
    }
    expect(await store.eventCount()).toBe(before);
    expect((await store.request('GET', '/api/settings')).body).toEqual({ codFee: '12.00', returnWindowDays: 14 });
  });

  it('lets a shopper revalidate the fee cheaply with an ETag', async () => {
    const first = await store.request('GET', '/api/settings');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await store.request('GET', '/api/settings', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await save({ key: 'codFee', value: '20.5' });
    const changed = await store.request('GET', '/api/settings', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ codFee: '20.50', returnWindowDays: 14 });
  });

  it("takes the COD life's whole numbers, sent as numbers or digits, and shows them to the back office only", async () => {
    const hours = await save({ key: 'unconfirmedCancelHours', value: '48' });
    expect(hours.status).toBe(200);
    expect(hours.body).toEqual({ unconfirmedCancelHours: 48 });
    const attempts = await save({ key: 'maxDeliveryAttempts', value: 2 });
    expect(attempts.body).toEqual({ maxDeliveryAttempts: 2 });
    expect((await store.request('GET', '/api/admin/settings', { cookie: admin })).body).toMatchObject({ unconfirmedCancelHours: 48, maxDeliveryAttempts: 2 });
    // The COD life's are the back office's; the shop shows the fee and the days to ask for a return.
    expect(Object.keys((await store.request('GET', '/api/settings')).body)).toEqual(['codFee', 'returnWindowDays']);
  });

  it('takes the days to ask for a return, from 0 to 365, and shows them to the shop', async () => {
    expect((await save({ key: 'returnWindowDays', value: 30 })).body).toEqual({ returnWindowDays: 30 });
    expect((await store.request('GET', '/api/settings')).body).toMatchObject({ returnWindowDays: 30 });
    expect((await store.request('GET', '/api/admin/settings', { cookie: admin })).body).toMatchObject({ returnWindowDays: 30 });
    const refused = await save({ key: 'returnWindowDays', value: 366 });
    expect(refused.status).toBe(400);
    expect((await save({ key: 'returnWindowDays', value: 14 })).status).toBe(200);
  });

  it('takes the years to keep an inactive customer\'s personal data, from 1 to 20, for the back office only', async () => {
    expect((await save({ key: 'personalDataRetentionYears', value: 7 })).body).toEqual({ personalDataRetentionYears: 7 });
    expect((await store.request('GET', '/api/admin/settings', { cookie: admin })).body).toMatchObject({ personalDataRetentionYears: 7 });
    expect((await store.request('GET', '/api/settings')).body).not.toHaveProperty('personalDataRetentionYears');
    for (const value of [0, 21, 2.5]) {
      const refused = await save({ key: 'personalDataRetentionYears', value });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Years to keep an inactive customer's personal data must be a whole number from 1 to 20");
    }
    expect((await save({ key: 'personalDataRetentionYears', value: 5 })).status).toBe(200);
  });
});
