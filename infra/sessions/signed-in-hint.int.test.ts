import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

// The signed-in hint (ADR 043): a readable cookie beside the session, so the web asks who is signed in only when
// someone may be, and a visitor's page makes no request that answers 401.
let store: TestStore;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'store-hint-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  store = await startTestStore({ WEB_DIR: webRoot });
});
afterAll(async () => {
  await store?.stop();
  await rm(webRoot, { recursive: true, force: true });
});

const cookiesSet = (headers: Headers) => headers.getSetCookie();
const hintOf = (headers: Headers) => cookiesSet(headers).find((cookie) => cookie.startsWith('signed_in='));

describe('the signed-in hint', () => {
  it('comes with a session, readable by the page, and goes with it at sign-out', async () => {
    const registered = await store.request('POST', '/api/auth/register', {
      body: { name: 'Hint Shopper', email: 'hint@example.com', password: 'secret1' },
    });
    expect(registered.status, registered.text).toBe(201);
    const hint = hintOf(registered.headers);
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(cookiesSet(registered.headers).find((cookie) => cookie.startsWith('session='))).toMatch(/HttpOnly/);

    const session = cookiesSet(registered.headers).find((cookie) => cookie.startsWith('session='))!.split(';')[0]!;
    const loggedOut = await store.request('POST', '/api/auth/logout', { cookie: `${session}; signed_in=1` });
    expect(loggedOut.status).toBe(204);
    expect(hintOf(loggedOut.headers)).toMatch(/^signed_in=;/);
    // A hint left over without a live session: the question answers 401 and takes the hint away.
    const me = await store.request('GET', '/api/auth/me', { cookie: `${session}; signed_in=1` });
    expect(me.status).toBe(401);
    expect(hintOf(me.headers)).toMatch(/^signed_in=;/);
  });

  it('is given with a page to a browser holding a session but no hint, and never to a visitor', async () => {
    const page = (cookie?: string) => store.request('GET', '/shop', cookie ? { cookie } : {});
    const session = await store.customer();
    expect(hintOf((await page(session)).headers)).toMatch(/^signed_in=1;/);
    expect(hintOf((await page(`${session}; signed_in=1`)).headers)).toBeUndefined();
    expect(cookiesSet((await page()).headers)).toEqual([]);
  });
});
