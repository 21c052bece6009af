import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../../services/identity/login-throttle.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

/**
 * What the store believes of forwarding headers under each TRUST_PROXY setting: the address a failed sign-in
 * counts against, and the host a write's origin must match. Requests go straight to the store; a header's last
 * entry plays the address a proxy would have appended.
 */

const clientKeys = async (store: TestStore) =>
  (await store.db.pool.query<{ key: string; failures: number }>("select key, attempts as failures from auth_limits where key like 'client:%' and attempts > 0 order by key")).rows;

/** A write sent by a page of another site, with a forwarded host naming that site. */
const crossSiteWrite = (store: TestStore) =>
  store.request('POST', '/api/auth/logout', {
    headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
  });

const wrongLogin = (store: TestStore, attempt: number, forwardedFor: string) =>
  store.request('POST', '/api/auth/login', {
    body: { email: `nobody-${attempt}@example.com`, password: 'not-the-password' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('with TRUST_PROXY unset', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('a client-supplied X-Forwarded-For never changes the address its failed logins count against', async () => {
    // Each attempt names another account, so only the per-client limit can stop them.
    for (let attempt = 0; attempt < loginLimits.perClient; attempt++) {
      const spoofed = attempt % 2 ? `203.0.113.${attempt}` : `198.51.100.${attempt}, 192.0.2.${attempt}`;
      expect((await wrongLogin(store, attempt, spoofed)).status, `attempt ${attempt}`).toBe(401);
    }
    expect(await clientKeys(store)).toEqual([{ key: 'client:127.0.0.1', failures: loginLimits.perClient }]);
    const next = await wrongLogin(store, loginLimits.perClient, '192.0.2.200');
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('too_many_attempts');
  });

  it('a client-supplied X-Forwarded-Host does not make another site’s write same-origin', async () => {
    const refused = await crossSiteWrite(store);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('only the last X-Forwarded-For entry, the one the proxy appended, is the client', async () => {
    const proxySaw = '192.0.2.10';
    for (let attempt = 0; attempt < loginLimits.perClient; attempt++) {
      // What a client wrote comes first; the proxy appends the address it saw.
      const header = attempt % 2 ? `203.0.113.${attempt}, ${proxySaw}` : `10.0.0.${attempt}, 198.51.100.7, ${proxySaw}`;
      expect((await wrongLogin(store, attempt, header)).status, `attempt ${attempt}`).toBe(401);
    }
    expect(await clientKeys(store)).toEqual([{ key: `client:${proxySaw}`, failures: loginLimits.perClient }]);
    expect((await wrongLogin(store, 100, `203.0.113.250, ${proxySaw}`)).status).toBe(429);

    // Another address seen by the proxy is another client, with its own count.
    expect((await wrongLogin(store, 101, `${proxySaw}, 192.0.2.11`)).status).toBe(401);
    expect(await clientKeys(store)).toEqual([
      { key: `client:${proxySaw}`, failures: loginLimits.perClient },
      { key: 'client:192.0.2.11', failures: 1 },
    ]);
  });

  it('a forwarded host from the trusted proxy is the host the browser asked for', async () => {
    expect((await crossSiteWrite(store)).status).toBe(204);
  });
});
