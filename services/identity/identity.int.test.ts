import { existsSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/project-root.js';
import { startTestStore, testAdmin, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.stop());

const register = (body: unknown) => store.request('POST', '/api/auth/register', { body });

describe('registration', () => {
  it('creates a customer, answers 201 without any password hash, and logs them in', async () => {
    const response = await register({ name: 'Aisha Khan', email: 'aisha@example.com', password: 'secret1' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Aisha Khan', email: 'aisha@example.com', role: 'customer' });
    expect(response.text).not.toMatch(/argon2|password/i);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(';')[0]!;
    const me = await store.request('GET', '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
  });

  it('answers 400 with field messages and writes nothing for bad input', async () => {
    const before = await store.eventCount();
    const missing = await register({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    });
    const bad = await register({ name: '  ', email: 'not-an-email', password: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: ['Name is required'],
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
    expect(typeof bad.body.message).toBe('string');
    expect(await store.eventCount()).toBe(before);
  });

  it('refuses an email already used, whatever its case, with 409', async () => {
    await register({ name: 'Fatima', email: 'fatima@example.com', password: 'secret1' });
    const again = await register({ name: 'Fatima 2', email: '  FATIMA@Example.com ', password: 'secret2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('lets exactly one of many simultaneous registrations of one email succeed', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register({ name: `Racer ${i}`, email: i % 2 ? 'race@example.com' : 'RACE@example.com', password: 'secret1' }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    await store.settled();
    const users = await store.db.pool.query(`select count(*)::int as n from users where email_normalized = 'race@example.com'`);
    expect(users.rows[0].n).toBe(1);
  });
});

describe('login and session', () => {
  const login = (body: unknown) => store.request('POST', '/api/auth/login', { body });

  it('logs the admin in and /me shows the admin role', async () => {
    const response = await login(testAdmin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: testAdmin.email, role: 'admin' });
    expect(response.body.passwordHash).toBeUndefined();
  });

  it('answers 400 when a field is missing', async () => {
    const response = await login({ email: 'someone@example.com' });
    expect(response.status).toBe(400);
    expect(response.body.errors.password).toEqual(['Password is required']);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    await register({ name: 'Layla', email: 'layla@example.com', password: 'right-password' });
    const wrong = await login({ email: 'layla@example.com', password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rate limits repeated failures on one account with 429', async () => {
    await register({ name: 'Mona', email: 'mona@example.com', password: 'right-password' });
    for (let i = 0; i < 5; i++) expect((await login({ email: 'mona@example.com', password: 'nope' })).status).toBe(401);
    const blocked = await login({ email: 'mona@example.com', password: 'right-password' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed login attempts/);
  });

  it('logs out by clearing the cookie', async () => {
    const response = await store.request('POST', '/api/auth/logout');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/session=;/);
  });

  it('answers 401 on /me without a session, or with a forged, unsigned or expired token', async () => {
    expect((await store.request('GET', '/api/auth/me')).status).toBe(401);
    const admin = await login(testAdmin);
    const sub = admin.body.id;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub, email: testAdmin.email, role: 'admin' }),
    ).toString('base64url')}.`;
    const otherSecret = jwt.sign({ email: testAdmin.email, role: 'admin' }, 'some-other-secret-of-enough-length', { subject: sub });
    const expired = jwt.sign(
      { email: testAdmin.email, role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 },
      'test-secret-that-is-long-enough-to-sign-sessions',
      { subject: sub },
    );
    const hs512 = jwt.sign({ email: testAdmin.email, role: 'admin' }, 'test-secret-that-is-long-enough-to-sign-sessions', {
      subject: sub,
      algorithm: 'HS512',
    });
    for (const token of [unsigned, otherSecret, expired, hs512, 'garbage']) {
      const me = await store.request('GET', '/api/auth/me', { cookie: `session=${token}` });
      expect(me.status, token).toBe(401);
      const admin = await store.request('GET', '/api/admin/health', { cookie: `session=${token}` });
      expect(admin.status, token).toBe(401);
    }
  });
});

describe('admin-only routes', () => {
  it('answers 401 to visitors, 403 to customers, and lets admins through, for the whole prefix', async () => {
    const customer = await store.customer();
    const admin = await store.login();
    for (const [method, route] of [
      ['GET', '/api/admin/health'],
      ['GET', '/api/admin/not-built-yet'],
      ['POST', '/api/admin/not-built-yet'],
      ['PATCH', '/api/orders/123/status'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      const label = `${method} ${route}`;
      expect((await store.request(method, route, { body })).status, label).toBe(401);
      expect((await store.request(method, route, { body, cookie: customer })).status, label).toBe(403);
      expect([200, 400, 404], label).toContain((await store.request(method, route, { body, cookie: admin })).status);
    }
  });

  it('shows each projection with its lag to admins', async () => {
    const health = await store.request('GET', '/api/admin/health', { cookie: await store.login() });
    expect(health.status).toBe(200);
    const users = health.body.projections.find((projection: { name: string }) => projection.name === 'users');
    expect(users).toMatchObject({ lag: 0, ledHere: true });
    expect(users.head).toBeGreaterThan(0);
  });
});

describe('HTTP basics', () => {
  it('answers malformed JSON with 400 JSON and writes nothing', async () => {
    const before = await store.eventCount();
    const response = await store.request('POST', '/api/auth/register', {
      rawBody: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
    expect(await store.eventCount()).toBe(before);
  });

  it('answers a body over 16 KB with 413 JSON', async () => {
    const response = await store.request('POST', '/api/auth/register', {
      rawBody: JSON.stringify({ name: 'x'.repeat(17 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/larger than/);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await store.request('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/No API route/);
  });

  it('refuses writes whose Origin is another site, and accepts its own', async () => {
    const body = { name: 'Sara', email: 'sara@example.com', password: 'secret1' };
    const foreign = await store.request('POST', '/api/auth/register', { body, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Cross-site request refused');
    const own = await store.request('POST', '/api/auth/register', { body, headers: { origin: store.url } });
    expect(own.status).toBe(201);
  });

  it('sends security headers and no x-powered-by', async () => {
    const response = await store.request('GET', '/api/health');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it.skipIf(!existsSync(path.join(projectRoot, 'dist/web/index.html')))(
    'serves the web app for any non-API path so the client can show its own 404 page',
    async () => {
      const response = await store.request('GET', '/some/unknown/page');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.text).toMatch(/<div id="root">/);
    },
  );
});
