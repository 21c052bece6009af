import { randomUUID } from 'node:crypto';
import type express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditorReadsOnly } from '../../infra/http/app.js';
import { startTestStore, type TestStore } from '../support/test-store.js';
import { apiRouteKeys, eventLog, walkRoutes } from './support.js';

/**
 * An auditor reads and changes nothing: every route the store really mounted (read from its Express app, so a
 * route added later is covered without being listed here) is called as an auditor; admin routes and writes are
 * refused with 403 and leave the log as it was, the audit reads answer.
 */

const captured = vi.hoisted(() => ({ app: undefined as express.Express | undefined }));
vi.mock('../../infra/http/app.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../infra/http/app.js')>();
  return {
    ...original,
    createApp: (parts: Parameters<typeof original.createApp>[0]) => (captured.app = original.createApp(parts)),
  };
});

let store: TestStore;
let auditor: string;

const safe = new Set(['GET', 'HEAD', 'OPTIONS']);
const sessionRoutes = new Set(['POST /api/auth/login', 'POST /api/auth/logout']);

/** A concrete URL for a route pattern: parameters filled with values of the right shape. */
const concrete = (path: string) => path.replace(/:key\b/g, 'about').replace(/:[A-Za-z]+/g, randomUUID());

/** An auditor's session: a customer given the role in the users read model, which sessions take roles from. */
async function auditorSession(): Promise<string> {
  const email = `auditor-${randomUUID().slice(0, 8)}@example.com`;
  await store.customer(email);
  await store.settled();
  const updated = await store.db.pool.query(`update users set role = 'auditor' where email = $1`, [email]);
  if (updated.rowCount !== 1) throw new Error(`no account ${email} to make an auditor`);
  return store.login(email, 'secret1');
}

beforeAll(async () => {
  store = await startTestStore();
  auditor = await auditorSession();
});
afterAll(() => store?.stop());

describe('an auditor', () => {
  it('is refused (403) every admin route and every write, and none of them writes to the log', async () => {
    const routes = apiRouteKeys(captured.app!).map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return { method, path, key };
    });
    const refused = routes.filter(
      (route) => !sessionRoutes.has(route.key) && (route.path.startsWith('/api/admin') || !safe.has(route.method)),
    );
    // The walk found the routers: the admin table alone has more than twenty routes.
    expect(refused.length).toBeGreaterThan(20);
    expect(refused.map((route) => route.key)).toEqual(expect.arrayContaining(['PATCH /api/orders/:id/status', 'POST /api/orders']));
    for (const route of refused) {
      const before = await eventLog(store.db.pool);
      const body = safe.has(route.method) ? {} : { body: { status: 'confirmed' } };
      const answer = await store.request(route.method, concrete(route.path), { cookie: auditor, ...body });
      expect(answer.status, `${route.key}: ${answer.text}`).toBe(403);
      expect(typeof answer.body?.message, route.key).toBe('string');
      expect(await eventLog(store.db.pool), `${route.key} wrote to the log`).toBe(before);
    }
  });

  it('is refused writes to paths no route serves yet, and the guard sits in front of every router', async () => {
    for (const [method, path] of [
      ['POST', '/api/not-a-route'],
      ['PUT', '/api/orders'],
      ['DELETE', '/api/audit/seal'],
      ['POST', '/api/audit/events'],
    ] as const) {
      expect((await store.request(method, path, { cookie: auditor, body: {} })).status, `${method} ${path}`).toBe(403);
    }
    const { middleware } = walkRoutes(captured.app!);
    expect(middleware.some((layer) => layer.path === '/api' && layer.handle === auditorReadsOnly)).toBe(true);
  });

  it('reads the audit area, its own session and the shop, and can sign out', async () => {
    for (const path of ['/api/audit/seal', '/api/audit/events', '/api/audit/events.csv', '/api/audit/orders', '/api/auth/me', '/api/products']) {
      expect((await store.request('GET', path, { cookie: auditor })).status, path).toBe(200);
    }
    const me = await store.request('GET', '/api/auth/me', { cookie: auditor });
    expect(me.body.role).toBe('auditor');
    expect((await store.request('POST', '/api/auth/logout', { cookie: auditor })).status).toBeLessThan(300);
    expect((await store.request('GET', '/api/audit/events', { cookie: auditor })).status).toBe(401);
  });
});
