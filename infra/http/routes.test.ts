import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { requireAdmin, requireUser } from './guards.js';
import { bindRoutes, isDefinedHandler, mountRoutes, type RouteDefinition } from './routes.js';

type Layer = { route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] } };

/** Each route of a router as `METHOD path` and the functions in its own stack, in order. */
const table = (router: Router) =>
  (router.stack as Layer[]).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((method) => ({ key: `${method.toUpperCase()} ${layer.route!.path}`, stack: layer.route!.stack.map((inner) => inner.handle) }))
      : [],
  );

const answer: RequestHandler = (_req, res) => void res.json({ ok: true });

const route = (overrides: Partial<RouteDefinition<string>> & Pick<RouteDefinition<string>, 'method' | 'route' | 'access'>) =>
  ({ summary: 'A call', responses: { 200: z.object({ ok: z.boolean() }) }, handler: () => answer, ...overrides }) as RouteDefinition<string>;

describe('mounting route definitions', () => {
  it('mounts each under /api behind the check its access names, in the order given, each handler made once with its context', () => {
    const given: string[] = [];
    const routes: RouteDefinition<string>[] = [
      route({ method: 'GET', route: '/api/account/wishlist', access: 'customer', handler: (context) => (given.push(context), answer) }),
      route({ method: 'PATCH', route: '/api/orders/:id/status', access: 'admin' }),
      route({ method: 'GET', route: '/api/audit/seal', access: 'audit' }),
      route({ method: 'POST', route: '/api/auth/login', access: 'anyone' }),
    ];
    const mounted = mountRoutes(bindRoutes(routes, 'the context'));
    const rows = table(mounted.router);
    expect(rows.map((row) => row.key)).toEqual(['GET /account/wishlist', 'PATCH /orders/:id/status', 'GET /audit/seal', 'POST /auth/login']);
    expect(rows[0]!.stack).toEqual([requireUser, answer]);
    expect(rows[1]!.stack).toEqual([requireAdmin, answer]);
    expect(rows[2]!.stack).toHaveLength(2);
    expect(rows[3]!.stack).toEqual([answer]);
    expect(given).toEqual(['the context']);
    expect(rows.every((row) => isDefinedHandler(row.stack.at(-1)))).toBe(true);
    expect(table(mounted.publicRouter)).toEqual([]);
  });

  it('serves the reads that answer anyone the same ahead of the session, cached reads among them, and lists the large bodies and the stream-only writes', () => {
    const routes: RouteDefinition<string>[] = [
      { method: 'GET', route: '/api/categories', summary: 'Categories', access: 'anyone', responses: { 200: null }, cachedRead: () => () => null },
      route({ method: 'GET', route: '/api/products', access: 'anyone', sameForAnyone: true }),
      route({ method: 'PATCH', route: '/api/admin/products/:id', access: 'admin', largeBody: true }),
      route({ method: 'POST', route: '/api/orders', access: 'customer', streamOnly: true }),
    ];
    const mounted = mountRoutes(bindRoutes(routes, 'the context'));
    expect(table(mounted.publicRouter).map((row) => row.key)).toEqual(['GET /categories', 'GET /products']);
    expect(mounted.publicReads.map((read) => read.route)).toEqual(['/api/categories']);
    expect(table(mounted.router).map((row) => row.key)).toEqual(['PATCH /admin/products/:id', 'POST /orders']);
    expect(mounted.largeBodyRoutes).toEqual([{ method: 'patch', path: '/admin/products/:id' }]);
    expect(mounted.streamOnlyWrites).toEqual(['POST /orders']);
  });

  it('refuses a route outside /api, and one answering anyone the same that is not for anyone', () => {
    expect(() => mountRoutes(bindRoutes([route({ method: 'GET', route: '/metrics', access: 'anyone' })], ''))).toThrow(/under \/api/);
    expect(() =>
      mountRoutes(bindRoutes([route({ method: 'GET', route: '/api/account/profile', access: 'customer', sameForAnyone: true })], '')),
    ).toThrow(/its access is anyone/);
  });
});
