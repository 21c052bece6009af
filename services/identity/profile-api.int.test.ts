import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.stop());

const email = (name: string) => `${name}-${Math.random().toString(16).slice(2, 8)}@example.com`;

describe('profile API', () => {
  it('changes her name, shown by /auth/me; the same name again records nothing', async () => {
    const shopper = await store.customer();
    const renamed = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name: '  Huda Al Mansoori ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Huda Al Mansoori', role: 'customer' });
    expect((await store.request('GET', '/api/auth/me', { cookie: shopper })).body.name).toBe('Huda Al Mansoori');
    expect((await store.request('GET', '/api/account/profile', { cookie: shopper })).body.name).toBe('Huda Al Mansoori');
    const before = await store.eventCount();
    expect((await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name: 'Huda Al Mansoori' } })).status).toBe(200);
    expect(await store.eventCount()).toBe(before);
  });

  it('refuses visitors (401) and an empty or long name (400), writing nothing', async () => {
    const shopper = await store.customer();
    const before = await store.eventCount();
    expect((await store.request('PATCH', '/api/account/profile', { body: { name: 'X' } })).status).toBe(401);
    expect((await store.request('GET', '/api/account/profile')).status).toBe(401);
    expect((await store.request('POST', '/api/account/password', { body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).status).toBe(401);
    const blank = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('name');
    expect((await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name: 'x'.repeat(101) } })).status).toBe(400);
    expect(await store.eventCount()).toBe(before);
  });

  it('refuses a name with a line break or another control character (400 control_characters), writing nothing', async () => {
    const shopper = await store.customer();
    const before = await store.eventCount();
    for (const name of ['a\r\nBcc: x@evil.example', 'Noor\tAli', 'Noor\u2028Ali', 'Noor\u0085Ali']) {
      const registered = await store.request('POST', '/api/auth/register', { body: { name, email: email('line-break'), password: 'secret1' } });
      expect(registered.status, JSON.stringify(name)).toBe(400);
      expect(registered.body).toMatchObject({ code: 'control_characters', errors: { name: [expect.any(String)] } });
      const renamed = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name } });
      expect(renamed.status, JSON.stringify(name)).toBe(400);
      expect(renamed.body).toMatchObject({ code: 'control_characters', errors: { name: [expect.any(String)] } });
    }
    expect(await store.eventCount()).toBe(before);
    expect((await store.request('GET', '/api/account/profile', { cookie: shopper })).body.name).not.toMatch(/Bcc|Noor/);
  });
});

describe('password change', () => {
  it('takes a new password given the current one, ends her other sessions and keeps this one', async () => {
    const address = email('noor');
    const here = await store.customer(address);
    const phone = await store.login(address, 'secret1');
    const changed = await store.request('POST', '/api/account/password', {
      cookie: here,
      body: { currentPassword: 'secret1', newPassword: 'new-secret-2' },
    });
    expect(changed.status).toBe(204);
    expect((await store.request('GET', '/api/auth/me', { cookie: here })).status).toBe(200);
    expect((await store.request('GET', '/api/auth/me', { cookie: phone })).status).toBe(401);
    expect((await store.request('POST', '/api/auth/login', { body: { email: address, password: 'secret1' } })).status).toBe(401);
    expect((await store.request('POST', '/api/auth/login', { body: { email: address, password: 'new-secret-2' } })).status).toBe(200);
    const events = await store.db.pool.query(`select data from events where type = 'PasswordChanged'`);
    expect(JSON.stringify(events.rows)).not.toContain('new-secret-2');
  });

  it('refuses a wrong current password (400 wrong_current_password) and a short new one, changing nothing', async () => {
    const address = email('mariam');
    const here = await store.customer(address);
    const other = await store.login(address, 'secret1');
    const before = await store.eventCount();
    const wrong = await store.request('POST', '/api/account/password', {
      cookie: here,
      body: { currentPassword: 'not-it', newPassword: 'new-secret-2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'wrong_current_password', errors: { currentPassword: [expect.any(String)] } });
    const short = await store.request('POST', '/api/account/password', { cookie: here, body: { currentPassword: 'secret1', newPassword: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('newPassword');
    expect(await store.eventCount()).toBe(before);
    expect((await store.request('GET', '/api/auth/me', { cookie: other })).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: past the limit it answers 429', async () => {
    const here = await store.customer(email('salma'));
    const attempt = () =>
      store.request('POST', '/api/account/password', { cookie: here, body: { currentPassword: 'guess', newPassword: 'new-secret-2' } });
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('marketing consent', () => {
  const consentEvents = async (userId: string) =>
    (
      await store.db.pool.query<{ data: { consent: boolean; changedAt: string } }>(
        `select data from events where stream_id = $1 and type = 'MarketingConsentChanged' order by stream_version`,
        [`user-${userId}`],
      )
    ).rows.map((row) => row.data);

  it('is off until she gives it; saved on her profile it is recorded once with its time, and taken back the same way', async () => {
    const shopper = await store.customer();
    const fresh = (await store.request('GET', '/api/account/profile', { cookie: shopper })).body;
    expect(fresh).toMatchObject({ marketingConsent: false, marketingConsentChangedAt: null });

    const given = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { marketingConsent: true } });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ id: fresh.id, name: fresh.name, marketingConsent: true, marketingConsentChangedAt: expect.any(String) });
    // Her profile reads back what the write answered, and the users read model keeps it.
    expect((await store.request('GET', '/api/account/profile', { cookie: shopper })).body).toEqual(given.body);
    const [event] = await consentEvents(fresh.id);
    expect(event).toEqual({ userId: fresh.id, consent: true, changedAt: expect.any(String) });
    expect(Date.parse(given.body.marketingConsentChangedAt)).toBe(Date.parse(event!.changedAt));

    // The same value again records nothing and answers the same.
    const before = await store.eventCount();
    const again = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { marketingConsent: true } });
    expect(again.body).toEqual(given.body);
    expect(await store.eventCount()).toBe(before);

    // Name and consent in one save: both recorded, in one append.
    const both = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { name: 'Salma', marketingConsent: false } });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ name: 'Salma', marketingConsent: false });
    expect((await consentEvents(fresh.id)).map((data) => data.consent)).toEqual([true, false]);
    expect(await store.eventCount()).toBe(before + 2);
    expect((await store.request('GET', '/api/account/profile', { cookie: shopper })).body).toEqual(both.body);
    // Signing in answers the account as before, without her consent.
    expect(Object.keys((await store.request('GET', '/api/auth/me', { cookie: shopper })).body)).not.toContain('marketingConsent');
  });

  it('refuses a consent that is not true or false, and a save with neither name nor consent, writing nothing', async () => {
    const shopper = await store.customer();
    const before = await store.eventCount();
    const wrong = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: { marketingConsent: 'yes' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('marketingConsent');
    const empty = await store.request('PATCH', '/api/account/profile', { cookie: shopper, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('name');
    expect((await store.request('PATCH', '/api/account/profile', { body: { marketingConsent: true } })).status).toBe(401);
    expect(await store.eventCount()).toBe(before);
  });
});
