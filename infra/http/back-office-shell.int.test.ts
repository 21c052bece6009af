import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWeb } from '../../tests/support/built-web.js';
import { rawRequest } from '../../tests/support/raw-request.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

// A built web app reduced to what the back office's shell needs: index.html with the skeleton's markers, and a template
// in the syntax the build writes (web/src/app/back-office-first-view.ts).
const indexHtml =
  '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"><!--skeleton--><div class="shop-skeleton"></div><!--/skeleton--></div></body></html>';
const templates = {
  backOffice: '<div data-back-office><aside data-collapsible="{{#collapsed}}icon{{/collapsed}}"></aside>{{#dashboard}}<h1>Dashboard</h1>{{/dashboard}}<p role="status">Loading...</p></div>',
};

let web: Awaited<ReturnType<typeof builtWeb>>;
let store: TestStore;
let admin: string;
let customer: string;
let auditor: string;
beforeAll(async () => {
  web = await builtWeb(indexHtml, templates);
  store = await startTestStore({ WEB_DIR: web.dir });
  admin = await store.login();
  customer = await store.customer();
  const email = `auditor-${Date.now()}@example.com`;
  const id = (await store.request('GET', '/api/auth/me', { cookie: await store.customer(email) })).body.id;
  await store.request('PATCH', `/api/admin/users/${id}/role`, { cookie: admin, body: { role: 'auditor' } });
  auditor = await store.login(email, 'secret1');
});
afterAll(async () => {
  await store?.stop();
  await web?.remove();
});

const get = async (route: string, cookie?: string, headers: Record<string, string> = {}) => {
  const answer = await rawRequest(`${store.url}${route}`, cookie ? { cookie, ...headers } : headers);
  return { ...answer, html: answer.body.toString('utf8') };
};

describe("the back office's shell in the first HTML", () => {
  it("draws the shell for an admin's session, with the dashboard's heading on the dashboard only", async () => {
    for (const route of ['/admin', '/admin/', '/admin/dashboard']) {
      const page = await get(route, admin);
      expect(page.status, route).toBe(200);
      expect(page.html, route).toContain('<div id="root"><!--skeleton--><div data-back-office>');
      expect(page.html, route).toContain('<h1>Dashboard</h1>');
      expect(page.html, route).not.toContain('shop-skeleton');
    }
    for (const route of ['/admin/products', '/admin/orders', '/admin/customers', '/admin/customers/5f0c6f3e-9d5b-4d0e-8b3a-1f2e3d4c5b6a', '/admin/categories', '/admin/banners', '/admin/settings', '/admin/pages']) {
      const page = await get(route, admin);
      expect(page.html, route).toContain('<div data-back-office>');
      expect(page.html, route).not.toContain('<h1>');
    }
  });

  it('is private to the one who asked and revalidated on every visit', async () => {
    const page = await get('/admin/dashboard', admin);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/);
    const again = await get('/admin/dashboard', admin, { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    // The plain page at the same address varies with the cookie too: a cache must not hand either to the other.
    expect(String((await get('/admin/dashboard')).headers.vary)).toMatch(/\bCookie\b/);
  });

  it("keeps the wide screen's sidebar folded when hers is", async () => {
    expect((await get('/admin/dashboard', admin)).html).toContain('data-collapsible=""');
    expect((await get('/admin/dashboard', `${admin}; sidebar_state=false`)).html).toContain('data-collapsible="icon"');
  });

  it('sends everyone else the plain skeleton, which shows nothing of the back office', async () => {
    for (const [who, cookie] of [['a visitor', undefined], ['a customer', customer], ['an auditor', auditor], ['a forged session', 'session=forged']] as const) {
      const page = await get('/admin/dashboard', cookie);
      expect(page.status, who).toBe(200);
      expect(page.html, who).toContain('shop-skeleton');
      expect(page.html, who).not.toContain('data-back-office');
    }
  });

  it('leaves the pages outside the staff shell, and a session that ended, to the plain skeleton', async () => {
    for (const route of ['/admin/orders/5f0c6f3e-9d5b-4d0e-8b3a-1f2e3d4c5b6a/slip', '/admin/nowhere', '/administration', '/']) {
      expect((await get(route, admin)).html, route).not.toContain('data-back-office');
    }
    const leaving = await store.login();
    expect((await get('/admin/dashboard', leaving)).html).toContain('data-back-office');
    await store.request('POST', '/api/auth/logout', { cookie: leaving });
    expect((await get('/admin/dashboard', leaving)).html).not.toContain('data-back-office');
  });
});
