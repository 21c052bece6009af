import type express from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestFrom, sessionCookieOf } from '../support/from-address.js';
import {
  createRouteFixtures,
  fixtureKeys,
  routeCatalogue,
  type Access,
  type RouteEntry,
  type RouteFixtures,
} from '../support/route-catalogue.js';
import { startTestStore, testAdmin, type TestStore } from '../support/test-store.js';
import {
  asOfQuery,
  bogusCookies,
  brokenBodies,
  extrasArb,
  percentEncode,
  segment,
  shortHostileString,
  strayBodies,
  strayQuery,
  traversal,
  type Extras,
  type Payload,
  type Role,
} from './hostile-input.js';
import { apiRouteKeys, closeAgent, eventLog, rawRequest, socketExchange, type RawRequest, type RawResponse } from './support.js';

/**
 * Property-based fault injection: every endpoint of the API gets generated
 * malformed and hostile requests (bad JSON types, missing and extra fields,
 * prototype keys, huge and odd unicode strings, NUL, lone surrogates, deep
 * nesting, odd ids, traversal, odd queries and headers, non-JSON bodies) as
 * visitor, customer, admin and holder of a bogus cookie. Whatever is sent:
 *   - the answer is never a 5xx;
 *   - an error answer (>= 400) is JSON with a string `message` and a stable string `code`;
 *   - an error answer left the event log exactly as it was.
 * Seeds and run counts are fixed, so a run is repeatable and bounded.
 */

// Keep a handle on the Express app the store builds, to check that every mounted route is fuzzed here.
const captured = vi.hoisted(() => ({ app: undefined as express.Express | undefined }));
vi.mock('../../infra/http/app.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../infra/http/app.js')>();
  return {
    ...original,
    createApp: (parts: Parameters<typeof original.createApp>[0]) => (captured.app = original.createApp(parts)),
  };
});

// Fixed, so every run sends the same requests. FAULT_SEED / FAULT_RUNS explore further (e.g. before a release).
const seed = Number(process.env.FAULT_SEED ?? 20_251_121);
const runsPerEndpoint = Number(process.env.FAULT_RUNS ?? 36);

// ---------------------------------------------------------------------------------------------
// The endpoints
// ---------------------------------------------------------------------------------------------

const anyone = [['visitor', 1], ['customer', 1], ['admin', 1], ['bogus', 1]] as const;
const admins = [['admin', 7], ['customer', 1], ['visitor', 1], ['bogus', 1]] as const;
const shoppers = [['customer', 6], ['admin', 1], ['visitor', 2], ['bogus', 1]] as const;
const callers: Record<Access, ReadonlyArray<readonly [Role, number]>> = { anyone, customer: shoppers, admin: admins, audit: admins };

interface Endpoint {
  readonly method: string;
  readonly route: string;
  readonly roles: ReadonlyArray<readonly [Role, number]>;
  readonly path: (fx: RouteFixtures) => fc.Arbitrary<string>;
  readonly body: (fx: RouteFixtures) => fc.Arbitrary<Payload>;
}

/** A route's paths: its real ids (or its fixed path) with stray queries, mixed with odd ids and traversal. */
function pathArb(entry: RouteEntry): (fx: RouteFixtures) => fc.Arbitrary<string> {
  const query = entry.asOf ? asOfQuery : strayQuery;
  const params = entry.params;
  if (!params) return (fx) => strayQuery.map((stray) => `${entry.url(fx).split('?')[0]}${stray}`);
  const [prefix, suffix] = entry.route.split(/\/:[a-z]+/i) as [string, string];
  return (fx) =>
    fc.oneof(
      { weight: 9, arbitrary: fc.tuple(segment(params(fx)), query).map(([id, q]) => `${prefix}/${id}${suffix}${q}`) },
      { weight: 1, arbitrary: traversal.map((climb) => `${prefix}/${climb}${suffix}`) },
    );
}

/** Every route of the catalogue, each sent broken versions of its valid body (or stray bodies when it takes none). */
const endpoints: readonly Endpoint[] = routeCatalogue.map((entry) => ({
  method: entry.method,
  route: entry.route,
  roles: callers[entry.access],
  path: pathArb(entry),
  body: entry.body ? (fx) => brokenBodies(entry.body!(fx)) : () => strayBodies,
}));

// ---------------------------------------------------------------------------------------------
// Running a generated request and checking the properties
// ---------------------------------------------------------------------------------------------

interface Case {
  readonly method: string;
  readonly path: string;
  readonly role: Role;
  readonly bogusCookie: string;
  readonly payload: Payload;
  readonly extras: Extras;
}

let store: TestStore;
let port: number;
let cookies: Record<'customer' | 'admin', string>;
let fx: RouteFixtures;
let requestsSent = 0;
const statusTally = new Map<number, number>();

function toRaw(test: Case, ownSession?: string): RawRequest {
  const headers: Record<string, string> = {};
  if (test.role === 'customer' || test.role === 'admin') headers.cookie = ownSession ?? cookies[test.role];
  if (test.role === 'bogus') headers.cookie = test.bogusCookie;
  const { extras, payload } = test;
  if (payload.kind === 'json') headers['content-type'] = 'application/json';
  if (payload.kind === 'raw') headers['content-type'] = payload.contentType;
  if (extras.contentType !== undefined) headers['content-type'] = extras.contentType;
  if (extras.contentEncoding !== undefined) headers['content-encoding'] = extras.contentEncoding;
  if (extras.idempotencyKey !== undefined) headers['idempotency-key'] = extras.idempotencyKey;
  if (extras.origin !== undefined) headers.origin = extras.origin;
  if (extras.requestId !== undefined) headers['x-request-id'] = extras.requestId;
  if (extras.ifNoneMatch !== undefined) headers['if-none-match'] = extras.ifNoneMatch;
  if (extras.accept !== undefined) headers.accept = extras.accept;
  return { method: test.method, path: test.path, headers, body: payload.kind === 'none' ? undefined : payload.text };
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function describeCase(test: Case, response: RawResponse): string {
  const raw = toRaw(test);
  return [
    `${test.method} ${clip(test.path, 200)} as ${test.role}`,
    `headers: ${clip(JSON.stringify(raw.headers))}`,
    `body: ${raw.body === undefined ? '(none)' : clip(JSON.stringify(raw.body))}`,
    `-> ${response.status} ${String(response.headers['content-type'])}: ${clip(response.text)}`,
  ].join('\n');
}

/** Sends one request and checks the three properties; throws (with the request) when one fails. */
async function check(test: Case): Promise<void> {
  // A logout ends the session it is sent with: it gets a session of its own, so the shared ones live on. (Signed in
  // from an address of its own, which the fuzzed wrong passwords from this one cannot have run into its limits.)
  const ownSession =
    test.method === 'POST' && test.path.startsWith('/api/auth/logout') && (test.role === 'customer' || test.role === 'admin')
      ? sessionCookieOf(
          await requestFrom(store.url, '127.0.0.2', 'POST', '/api/auth/login', {
            body: test.role === 'admin' ? testAdmin : { email: fx.customerEmail, password: fx.customerPassword },
          }),
        )
      : undefined;
  await checkExchange(test.path, () => rawRequest(port, toRaw(test, ownSession)), (response) => describeCase(test, response));
}

/** The three properties, for any way of sending a request. */
async function checkExchange(path: string, send: () => Promise<RawResponse>, describe: (response: RawResponse) => string) {
  const before = await eventLog(store.db.pool);
  const response = await send();
  statusTally.set(response.status, (statusTally.get(response.status) ?? 0) + 1);
  const fail = (why: string) => {
    throw new Error(`${why}\n${describe(response)}`);
  };
  if (response.status === 0) fail('no HTTP answer');
  if (response.status >= 500) fail('server error');
  if (response.status >= 400) {
    if (/^\/api(\/|\?|$)/.test(path)) {
      if (!/^application\/json\b/.test(String(response.headers['content-type']))) fail('error answer is not JSON');
      const message = (response.json as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string' || message.length === 0) fail('error answer has no string message');
      const code = (response.json as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string' || !/^[a-z_]+$/.test(code)) fail('error answer has no stable code');
    }
    const after = await eventLog(store.db.pool);
    if (after !== before) fail(`a rejected request wrote to the event log (${before} -> ${after})`);
  }
}

const bogusCookieArb = fc.constantFrom(...bogusCookies);

function caseArb(endpoint: Endpoint): fc.Arbitrary<Case> {
  return fc.record({
    method: fc.constant(endpoint.method),
    path: endpoint.path(fx),
    role: fc.oneof(...endpoint.roles.map(([role, weight]) => ({ weight, arbitrary: fc.constant(role) }))),
    bogusCookie: bogusCookieArb,
    payload: endpoint.body(fx),
    extras: extrasArb,
  });
}

async function runProperty(arbitrary: fc.Arbitrary<Case>, offset: number, numRuns = runsPerEndpoint) {
  const generated = async (test: Case) => {
    requestsSent += 1;
    await check(test);
  };
  await fc.assert(fc.asyncProperty(arbitrary, generated), { seed: seed + offset, numRuns, endOnFailure: true });
}

// ---------------------------------------------------------------------------------------------

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
let prototypeBefore: string[];

beforeAll(async () => {
  prototypeBefore = prototypeKeys();
  store = await startTestStore();
  port = store.running.port;
  const customerEmail = 'huda.fuzz@example.com';
  cookies = { admin: await store.login(), customer: await store.customer(customerEmail) };

  fx = await createRouteFixtures(store, cookies, customerEmail);
});

afterAll(async () => {
  console.log(
    `bad-input: ${requestsSent} generated requests sent (seed ${seed}); statuses ${[...statusTally.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}`,
  );
  closeAgent();
  await store?.stop();
});

describe('hostile input never breaks the API', () => {
  it('fuzzes every route the mounted routers define', () => {
    expect(captured.app, 'the store did not build its app through createApp').toBeDefined();
    expect(fixtureKeys()).toEqual(apiRouteKeys(captured.app!));
  });

  endpoints.forEach((endpoint, index) => {
    it(`${endpoint.method} ${endpoint.route}`, async () => {
      await runProperty(caseArb(endpoint), index);
    });
  });

  it('unknown API paths and methods', async () => {
    const unknown: fc.Arbitrary<Case> = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'TRACE'),
      path: fc.oneof(
        fc.constantFrom('/api', '/api/', '/api/nope', '/api/admin', '/api/admin/', '/api/orders/x/status/extra', '/api//products', '/api/products/a/b', '/api/auth', '/api/%2e%2e/etc/passwd'),
        fc.array(shortHostileString.map(percentEncode), { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`),
        fc.array(shortHostileString.map(percentEncode), { minLength: 1, maxLength: 3 }).map((parts) => `/api/admin/${parts.join('/')}`),
      ),
      role: fc.constantFrom<Role>('visitor', 'customer', 'admin', 'bogus'),
      bogusCookie: bogusCookieArb,
      payload: strayBodies,
      extras: extrasArb,
    });
    await runProperty(unknown, endpoints.length, 60);
  });

  it('messages that Node\'s HTTP parser refuses (oversized headers, smuggling, bad framing)', async () => {
    const paths = ['/api/health', '/api/auth/login', '/api/orders', '/api/admin/categories', '/api/admin/orders'];
    const defects: ReadonlyArray<(method: string, path: string, size: number) => string> = [
      (method, path, size) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(size)}\r\n`,
      (method, path, size) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nCookie: session=${'a'.repeat(size)}\r\n`,
      (method, path, size) => `${method} ${path}?q=${'a'.repeat(size)} HTTP/1.1\r\nHost: x\r\n`,
      (method, path, size) => `${method} ${path} HTTP/1.1\r\nHost: x\r\n${'X-H: v\r\n'.repeat(Math.ceil(size / 8))}`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nNo colon here\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost : x\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n`,
      (method, path) => `${method} ${path}\u00e9 HTTP/1.1\r\nHost: x\r\n`,
      (method, path) => `${method} ${path} HTTP/9.9\r\nHost: x\r\n`,
      (method, path) => `${method}  ${path}  HTTP/1.1\r\nHost: x\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      (method, path) =>
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"nameEn":"cut`,
    ];
    const messages = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PATCH'),
      path: fc.constantFrom(...paths),
      defect: fc.nat({ max: defects.length - 1 }),
      size: fc.integer({ min: 17 * 1024, max: 64 * 1024 }),
    });
    const property = fc.asyncProperty(messages, async ({ method, path, defect, size }) => {
      requestsSent += 1;
      // Every message ends its headers with `Connection: close` (where it still has headers to end), so the answer ends.
      const text = defects[defect]!(method, path, size);
      const message = text.includes('\r\n\r\n') ? text : `${text}Connection: close\r\n\r\n`;
      await checkExchange(path, () => socketExchange(port, Buffer.from(message, 'latin1')), (response) =>
        `defect #${defect}: ${clip(JSON.stringify(message))}\n-> ${response.status}: ${clip(response.text)}`,
      );
    });
    await fc.assert(property, { seed: seed + endpoints.length + 1, numRuns: 80, endOnFailure: true });
  });

  it('answers an oversized body with a JSON 413 and writes nothing', async () => {
    const big = `{"nameEn":"${'x'.repeat(11 * 1024 * 1024)}","nameAr":"y"}`;
    for (const path of ['/api/admin/categories', '/api/orders', '/api/auth/register']) {
      const test: Case = { method: 'POST', path, role: 'admin', bogusCookie: '', payload: { kind: 'json', text: big }, extras: {} };
      await check(test);
    }
  });

  it('sent at least 1,000 generated requests, and no prototype was polluted', async () => {
    expect(requestsSent).toBeGreaterThanOrEqual(1000);
    // The customer's and the admin's requests went out with live sessions to the end (none was logged out).
    for (const cookie of Object.values(cookies)) expect((await store.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
    // The store runs in this process: a polluted Object.prototype would show here.
    expect(prototypeKeys()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
