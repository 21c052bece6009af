import { writeFileSync } from 'node:fs';
import type express from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiOperations } from '../../app/api-operations.js';
import { openApiDocument } from '../../infra/http/openapi.js';
import { orderAnswer } from '../../services/orders/schemas.js';
import { answerChecker, documentedRouteKeys, type ApiDocument } from '../support/api-document.js';
import { requireAdmin } from '../../infra/http/guards.js';
import { isDefinedHandler } from '../../infra/http/routes.js';
import {
  definedRouteKeys,
  createRouteFixtures,
  fixtureKeys,
  orderBody,
  routeCatalogue,
  type RouteEntry,
  type RouteFixtures,
} from '../support/route-catalogue.js';
import { startTestStore, type TestStore } from '../support/test-store.js';
import { apiRouteKeys, routeKey, walkRoutes } from './support.js';

/**
 * The API's document (`GET /api/openapi.json`) against the API: every route the routers mount is in it with its
 * method, and every route of the catalogue, called as its caller would with a valid body, answers what the
 * document says for that status (the answer schemas are the ones the code publishes, so this is where a route
 * answering another shape than its contract fails).
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
let admin: string;
let customer: string;
let fx: RouteFixtures;
let document: ApiDocument;
/** The 201 of a placed order, as the sweep received it. */
let lastOrder: unknown;
const customerEmail = 'maryam.contract@example.com';

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  customer = await store.customer(customerEmail);
  fx = await createRouteFixtures(store, { admin, customer }, customerEmail);
  const answer = await store.request('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body as ApiDocument;
}, 120_000);

afterAll(async () => {
  await store?.stop();
});

/** The session each kind of caller brings; visitors bring none. */
const cookieFor = (entry: RouteEntry) =>
  entry.access === 'anyone' ? undefined : entry.access === 'customer' ? customer : admin;

describe('the API document', () => {
  it('is OpenAPI 3.1 and served to anyone', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.Error).toBeDefined();
  });

  it('mounts the route definitions and nothing else: each is documented and has a fixture for the sweeps', () => {
    const mounted = apiRouteKeys(captured.app!);
    expect(mounted.length).toBeGreaterThan(50);
    // The routers' own table, walked: a route mounted outside the definitions (a handler of its own in some router)
    // fails here, whether or not a definition has its method and path.
    const { routes } = walkRoutes(captured.app!);
    // The app's own layers in front of defined routes are the admin guard of the order status call and the large
    // body parser of the image writes (app.ts); every other route of the API ends in a definition's handler.
    const appLayer = (handler: unknown) => handler === requireAdmin || (handler as { name?: string }).name === 'jsonParser';
    const undefinedHandlers = routes
      .filter((route) => route.path.startsWith('/api/'))
      .filter((route) => !isDefinedHandler(route.handlers.at(-1)) && !appLayer(route.handlers.at(-1)))
      .map(routeKey);
    expect(undefinedHandlers).toEqual([]);
    expect(definedRouteKeys()).toEqual(mounted);
    expect(documentedRouteKeys(document)).toEqual(mounted);
    expect(fixtureKeys()).toEqual(mounted);
  });

  it('gives list answers their paging headers and their limit and cursor', () => {
    const list = document.paths['/api/admin/orders']!.get as unknown as {
      parameters: { name: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(Object.keys(list.responses['200']!.headers ?? {})).toEqual(['X-Total-Count', 'Link', 'X-Total-Count-Exact']);
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['limit', 'cursor', 'status', 'q']));
  });

  it('describes each call of the catalogue as it answers', async () => {
    const check = answerChecker(document);
    const problems: string[] = [];
    const seen: Record<string, unknown> = {};
    const call = async (entry: RouteEntry, cookie: string | undefined) => {
      const url = entry.url(fx);
      const answer = await store.request(entry.method, url, { cookie, body: entry.body?.(fx) });
      seen[`${entry.method} ${entry.route} ${answer.status}`] = answer.body;
      const result = check(entry.method, url, answer.status, answer.headers.get('content-type'), answer.body ?? answer.text);
      problems.push(...result.problems);
      return answer.status;
    };
    const statuses: Record<string, number> = {};
    for (const entry of routeCatalogue) statuses[`${entry.method} ${entry.route}`] = await call(entry, cookieFor(entry));
    // Signed in, auth/me answers her account.
    await call(routeCatalogue.find((entry) => entry.route === '/api/auth/me')!, customer);
    // The reads again, now that the sweep's writes filled lists that were empty (her addresses), with a product
    // on her wishlist and a variant running low (the low-stock list, and an admin notice once its job ran).
    await store.request('PUT', `/api/account/wishlist/${fx.product.id}`, { cookie: customer });
    const low = await store.request('POST', `/api/admin/products/${fx.editable.id}/stock-adjustments`, {
      cookie: admin,
      body: { variantId: fx.editable.variantId, change: -998, reason: 'correction', note: null },
    });
    expect(low.status, low.text).toBe(201);
    // Five left; an order taking it below five makes a low-stock notice for the admins.
    const ordered = await store.request('POST', '/api/orders', {
      cookie: customer,
      body: { ...orderBody(fx), items: [{ productId: fx.editable.id, variantId: fx.editable.variantId, quantity: 1 }] },
    });
    expect(ordered.status, ordered.text).toBe(201);
    const noticeBy = Date.now() + 10_000;
    while (Date.now() < noticeBy && (await store.request('GET', '/api/admin/notifications', { cookie: admin })).body.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const entry of routeCatalogue.filter((candidate) => candidate.method === 'GET')) await call(entry, cookieFor(entry));
    // Her orders as the back office lists them (the catalogue names an account without orders).
    const me = (await store.request('GET', '/api/auth/me', { cookie: customer })).body as { id: string };
    for (const path of [`/api/admin/customers/${me.id}`, `/api/admin/customers/${me.id}/orders`]) {
      const answer = await store.request('GET', path, { cookie: admin });
      expect(answer.body.length ?? answer.body.orders.length).toBeGreaterThan(0);
      problems.push(...check('GET', path, answer.status, answer.headers.get('content-type'), answer.body).problems);
    }
    if (process.env.API_ANSWERS_DUMP) writeFileSync(process.env.API_ANSWERS_DUMP, JSON.stringify(seen, null, 1));
    expect(problems).toEqual([]);
    // Most calls succeed, so the success answers' schemas are what is checked, not only the error shape.
    const succeeded = Object.values(statuses).filter((status) => status < 300).length;
    expect(succeeded).toBeGreaterThan(routeCatalogue.length * 0.8);
    lastOrder = seen['POST /api/orders 201'];
    expect(lastOrder).toBeDefined();
  }, 120_000);

  it('fails an answer that does not fit its schema', () => {
    // The same document with the placed order's schema asking for one more field than the API sends.
    const wrong = openApiDocument(
      apiOperations.map((operation) =>
        operation.method === 'POST' && operation.route === '/api/orders'
          ? { ...operation, responses: { 201: orderAnswer.extend({ trackingCode: z.string() }) } }
          : operation,
      ),
      { title: 'test', version: '0' },
    ) as unknown as ApiDocument;
    const url = '/api/orders';
    expect(answerChecker(document)('POST', url, 201, 'application/json', lastOrder).problems).toEqual([]);
    expect(answerChecker(wrong)('POST', url, 201, 'application/json', lastOrder).problems).toEqual([
      "POST /api/orders 201: (answer) must have required property 'trackingCode'",
    ]);
    // And an answer with a field the contract does not name fails the served document.
    expect(answerChecker(document)('POST', url, 201, 'application/json', { ...(lastOrder as object), deleted: false }).problems).toEqual([
      'POST /api/orders 201: (answer) must NOT have additional properties',
    ]);
  });
});
