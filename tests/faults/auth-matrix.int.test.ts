import { randomUUID } from 'node:crypto';
import type express from 'express';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requireAdmin } from '../../infra/http/guards.js';
import { createRouteFixtures, routeCatalogue, type RouteEntry, type RouteFixtures } from '../support/route-catalogue.js';
import { startTestStore, type TestStore } from '../support/test-store.js';
import { adminRouteKeys, eventLog, routeKey, walkRoutes } from './support.js';

/**
 * Every admin-only route, called by each kind of caller that is not an
 * admin: visitors, customers, and sessions that are not sessions (forged,
 * unsigned, expired, wrong algorithm, tampered, sent the wrong way). The
 * route table is read from the Express app the store really mounted, so a
 * new admin route that is missing here (or missing its guard) fails.
 */

// Keep a handle on the Express app the store builds, to read its routers.
const captured = vi.hoisted(() => ({ app: undefined as express.Express | undefined }));
vi.mock('../../infra/http/app.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../infra/http/app.js')>();
  return {
    ...original,
    createApp: (parts: Parameters<typeof original.createApp>[0]) => (captured.app = original.createApp(parts)),
  };
});

const secret = 'test-secret-that-is-long-enough-to-sign-sessions';

let store: TestStore;
let admin: string;
let customer: string;
let adminUser: { id: string; email: string };
const customerEmail = 'noura.matrix@example.com';

let fx: RouteFixtures;

/** Every admin-only call of the API, from the shared catalogue; a test checks it equals the routers' table. */
const adminCalls = routeCatalogue.filter((entry) => entry.access === 'admin');

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Ways of presenting "I am the admin" that must not be believed. */
const impostors: ReadonlyArray<{ name: string; headers: () => Record<string, string> }> = [
  {
    name: 'a token signed with another secret',
    headers: () => ({
      cookie: `session=${jwt.sign({ email: adminUser.email, role: 'admin' }, 'another-secret-that-is-also-long-enough!!', {
        algorithm: 'HS256',
        subject: adminUser.id,
        expiresIn: 3600,
      })}`,
    }),
  },
  {
    name: 'an unsigned alg:none token',
    headers: () => ({
      cookie: `session=${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
        sub: adminUser.id,
        email: adminUser.email,
        role: 'admin',
        iat: now(),
        exp: now() + 3600,
      })}.`,
    }),
  },
  {
    name: 'an expired token signed with the right secret',
    headers: () => ({
      cookie: `session=${jwt.sign(
        { sub: adminUser.id, email: adminUser.email, role: 'admin', iat: now() - 7200, exp: now() - 60 },
        secret,
        { algorithm: 'HS256' },
      )}`,
    }),
  },
  {
    name: 'an HS512 token signed with the right secret',
    headers: () => ({
      cookie: `session=${jwt.sign({ email: adminUser.email, role: 'admin' }, secret, {
        algorithm: 'HS512',
        subject: adminUser.id,
        expiresIn: 3600,
      })}`,
    }),
  },
  {
    name: "a customer's token with its payload changed to role admin",
    headers: () => {
      const [header, payload, signature] = customer.slice('session='.length).split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      return { cookie: `session=${header}.${base64url({ ...claims, role: 'admin' })}.${signature}` };
    },
  },
  {
    name: 'a valid admin token sent as a Bearer header instead of the cookie',
    headers: () => ({ authorization: `Bearer ${admin.slice('session='.length)}` }),
  },
  { name: 'a garbage cookie', headers: () => ({ cookie: 'session=not.a.jwt; role=admin; admin=true' }) },
];

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  customer = await store.customer(customerEmail);
  adminUser = (await store.request('GET', '/api/auth/me', { cookie: admin })).body;

  fx = await createRouteFixtures(store, { admin, customer }, customerEmail);
});
afterAll(() => store.stop());

function call(entry: RouteEntry, headers: Record<string, string>) {
  const body = entry.body?.(fx);
  return store.request(entry.method, entry.url(fx), { headers, ...(body === undefined ? {} : { body }) });
}

/** Calls every admin route as `headers` and expects `status` with a JSON message, and the event log untouched by each. */
async function expectRefusedEverywhere(headers: Record<string, string>, status: 401 | 403) {
  const answers: string[] = [];
  for (const entry of adminCalls) {
    const before = await eventLog(store.db.pool);
    const response = await call(entry, headers);
    const after = await eventLog(store.db.pool);
    answers.push(`${entry.method} ${entry.route} -> ${response.status}`);
    expect(response.status, `${entry.method} ${entry.route}: ${response.text}`).toBe(status);
    expect(response.headers.get('content-type'), `${entry.method} ${entry.route}`).toMatch(/^application\/json/);
    expect(typeof response.body?.message, `${entry.method} ${entry.route}`).toBe('string');
    expect(after, `${entry.method} ${entry.route} wrote to the event log`).toBe(before);
  }
  return answers;
}

describe('the admin route table', () => {
  it('lists exactly the admin-only routes that the mounted routers define', () => {
    expect(captured.app, 'the store did not build its app through createApp').toBeDefined();
    const derived = adminRouteKeys(captured.app!, requireAdmin);
    const listed = [...new Set(adminCalls.map((entry) => routeKey({ method: entry.method, path: entry.route })))].sort();
    expect(listed).toEqual(derived);
    // The walk itself must have found the routers: a broken walker would make the comparison vacuous.
    expect(derived.length).toBeGreaterThanOrEqual(23);
  });

  it('guards the whole /api/admin prefix and the order status call, whether or not a route exists', async () => {
    const { middleware, routes } = walkRoutes(captured.app!);
    expect(middleware.some((layer) => layer.path === '/api/admin' && layer.handle === requireAdmin)).toBe(true);
    const guarded = routes.filter((route) => route.handlers.includes(requireAdmin)).map(routeKey);
    expect(guarded).toContain('PATCH /api/orders/:id/status');
    for (const [method, path] of [
      ['GET', '/api/admin/not-a-route'],
      ['POST', '/api/admin/users'],
      ['PUT', '/api/admin/settings'],
      ['DELETE', '/api/admin'],
    ] as const) {
      expect((await store.request(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await store.request(method, path, { cookie: customer })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('callers who are not admins change nothing', () => {
  it('a visitor gets 401 on every admin route', async () => {
    await expectRefusedEverywhere({}, 401);
  });

  it('a customer gets 403 on every admin route', async () => {
    await expectRefusedEverywhere({ cookie: customer }, 403);
  });

  for (const impostor of impostors) {
    it(`${impostor.name} gets 401 on every admin route`, async () => {
      await expectRefusedEverywhere(impostor.headers(), 401);
    });
  }
});

describe('an admin', () => {
  it('is let through on every admin route (the answer depends on ids and bodies, never 401/403)', async () => {
    const answers: Record<string, number> = {};
    for (const entry of adminCalls) {
      const response = await call(entry, { cookie: admin });
      answers[`${entry.method} ${entry.route}`] = response.status;
      expect([401, 403], `${entry.method} ${entry.route}: ${response.text}`).not.toContain(response.status);
      expect(response.status, `${entry.method} ${entry.route}: ${response.text}`).toBeLessThan(500);
    }
    // With real ids and valid bodies every one of them succeeds: the calls above were meaningful.
    for (const [key, status] of Object.entries(answers)) expect(status, key).toBeLessThan(300);
  });

  it('is let through with a random id too (404, not 401/403)', async () => {
    const unknown = randomUUID();
    for (const path of [`/api/admin/products/${unknown}`, `/api/admin/orders/${unknown}`, `/api/admin/orders/${unknown}/history`]) {
      expect((await store.request('GET', path, { cookie: admin })).status, path).toBe(404);
    }
  });
});
