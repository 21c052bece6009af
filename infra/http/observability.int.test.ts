import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../tests/support/catalog-fixtures.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { until } from '../../tests/support/store-process.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { createStoreMetrics } from '../metrics.js';
import { createApp } from './app.js';
import { metricsRoute } from './metrics-route.js';

const token = 'metrics-token-for-the-tests-0123456789';
const bearer = { authorization: `Bearer ${token}` };

const shipping = {
  shippingName: 'Maryam Saeed',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 12, Street 5, Al Barsha',
};

/** The value of one sample in Prometheus' text format: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  // The store's HTTP assembly with the built web app, whose fallback answers any other path with the page. An empty
  // variable (as docker-compose passes an unset one) counts as unset.
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const config = loadConfig({ METRICS_TOKEN: '' });
    const logger = createLogger('silent');
    const metrics = createStoreMetrics({ projectionLag: async () => [], adminSockets: () => 0, pools: () => ({}) }, logger);
    const app = createApp({
      logger,
      trustProxy: config.TRUST_PROXY,
      allowedOrigins: [],
      sessionMiddleware: (_req, _res, next) => next(),
      apiRouters: [],
      webRoot: config.WEB_DIR,
      metrics: metricsRoute(config.METRICS_TOKEN, metrics),
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('does not exist: 404 JSON, whatever is sent (not the web app, not the metrics)', async () => {
    for (const headers of [{}, bearer]) {
      const response = await fetch(`${url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN, and request lines', () => {
  let store: TestStore;
  let admin: string;
  let shopper: string;
  let product: FixtureProduct;
  const lines: Array<Record<string, any>> = [];

  beforeAll(async () => {
    const logger = createLogger('debug', { destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
    // One shopper places every order of this file, more than the hourly limit's default.
    store = await startTestStore({ METRICS_TOKEN: token, ORDER_MAX_PER_HOUR: '1000' }, { logger });
    admin = await store.login();
    shopper = await store.customer();
    product = await createProduct(store, admin, { variants: [{ size: 'M', price: '120.00', stock: 50 }] });
  });
  afterAll(() => store.stop());

  const scrape = async () => {
    const response = await store.request('GET', '/metrics', { headers: bearer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };
  // Uncompressed, so the request line's byte count can be compared with the answer's text.
  const placeOrder = () =>
    store.request('POST', '/api/orders', {
      cookie: shopper,
      headers: { 'accept-encoding': 'identity' },
      body: { items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1, price: '120.00' }], ...shipping },
    });

  it('refuses a missing, wrong or non-bearer token with 401 JSON', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer metrics-token-for-the-tests-0123456788' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${token}`).toString('base64')}` },
      { authorization: token },
    ];
    for (const headers of attempts) {
      const response = await store.request('GET', '/metrics', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthenticated' });
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(response.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts orders placed and events appended, and shows the projections, pools, sockets and the process', async () => {
    const before = await scrape();
    const ordersBefore = sample(before, 'store_orders_placed_total');
    expect(ordersBefore).toBeDefined();
    const placedEventsBefore = sample(before, 'store_events_appended_total', { type: 'OrderPlaced' }) ?? 0;

    expect((await placeOrder()).status).toBe(201);
    expect((await placeOrder()).status).toBe(201);

    const after = await scrape();
    expect(sample(after, 'store_orders_placed_total')).toBe(ordersBefore! + 2);
    expect(sample(after, 'store_events_appended_total', { type: 'OrderPlaced' })).toBe(placedEventsBefore + 2);
    expect(sample(after, 'store_events_appended_total', { type: 'ProductCreated' })).toBeGreaterThanOrEqual(1);
    // Orders are answered at their append (ADR 041): the read models apply them just after, and the gauge shows it.
    await until(async () => {
      const now = await scrape();
      return sample(now, 'projection_lag_events', { projection: 'orders' }) === 0 && sample(now, 'projection_lag_events', { projection: 'catalog' }) === 0;
    }, 5000, 'the read models to apply the orders');
    expect(sample(after, 'store_live_admin_sockets')).toBe(0);
    for (const pool of ['store', 'projections', 'live']) {
      expect(sample(after, 'store_db_pool_connections', { pool }), pool).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'store_db_pool_idle_connections', { pool }), pool).toBeGreaterThanOrEqual(0);
      expect(sample(after, 'store_db_pool_waiting_requests', { pool }), pool).toBeGreaterThanOrEqual(0);
    }
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts the admin dashboards connected over socket.io, not other signed-in users', async () => {
    const open = async (cookie: string) => {
      const socket = connect(store.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const sockets: Socket[] = [];
    try {
      sockets.push(await open(admin), await open(shopper));
      await until(async () => sample(await scrape(), 'store_live_admin_sockets') === 1, 5000, 'one admin socket counted');
      sockets.push(await open(admin));
      await until(async () => sample(await scrape(), 'store_live_admin_sockets') === 2, 5000, 'two admin sockets counted');
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
    await until(async () => sample(await scrape(), 'store_live_admin_sockets') === 0, 5000, 'no admin socket counted');
  });

  it('times requests by route pattern (never the raw path), also the cached reads answered before Express', async () => {
    const label = { method: 'GET', route: '/api/products/:slug' };
    const before = await scrape();
    const found = (text: string) => sample(text, 'http_request_duration_seconds_count', { ...label, status: '200' }) ?? 0;
    const missing = (text: string) => sample(text, 'http_request_duration_seconds_count', { ...label, status: '404' }) ?? 0;

    expect((await store.request('GET', `/api/products/${product.slug}`)).status).toBe(200);
    expect((await store.request('GET', `/api/products/${product.slug}?lang=ar`)).status).toBe(200);
    expect((await store.request('GET', '/api/products/some-slug')).status).toBe(404);
    expect((await store.request('GET', '/api/no-such-route')).status).toBe(404);

    const after = await scrape();
    expect(found(after)).toBe(found(before) + 2);
    expect(missing(after)).toBe(missing(before) + 1);
    expect(sample(after, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/orders', status: '201' })).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...label, status: '200', le: '+Inf' })).toBe(found(after));
    expect(after).not.toContain('some-slug');
    expect(after).not.toContain(product.slug);
    expect(after).not.toContain('no-such-route');
  });

  it("writes one request line per answer, carrying the correlation id of the events the request appended", async () => {
    const response = await placeOrder();
    expect(response.status).toBe(201);
    const correlationId = response.headers.get('x-request-id');
    expect(correlationId).toBeTruthy();

    await until(() => lines.some((line) => line.msg === 'request' && line.correlationId === correlationId), 2000, 'its request line');
    const requestLines = lines.filter((line) => line.msg === 'request' && line.correlationId === correlationId);
    expect(requestLines).toHaveLength(1);
    const me = await store.request('GET', '/api/auth/me', { cookie: shopper });
    expect(requestLines[0]).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/api/orders',
      path: '/api/orders',
      status: 201,
      client: '127.0.0.1',
      userId: me.body.id,
    });
    expect(requestLines[0]!.durationMs).toBeGreaterThan(0);
    expect(requestLines[0]!.bytes).toBe(Buffer.byteLength(response.text));
    expect(typeof requestLines[0]!.time).toBe('string');

    const events = await store.db.pool.query<{ correlation_id: string }>(
      `select metadata->>'correlationId' as correlation_id from events where type = 'OrderPlaced' and data->>'orderId' = $1`,
      [response.body.id],
    );
    expect(events.rows.map((row) => row.correlation_id)).toEqual([correlationId]);
  });

  it("keeps the caller's X-Request-Id, on the line and on the events", async () => {
    const response = await store.request('POST', '/api/orders', {
      cookie: shopper,
      headers: { 'x-request-id': 'checkout-7f3a' },
      body: { items: [{ productId: product.id, variantId: product.variants[0]!.id, quantity: 1, price: '120.00' }], ...shipping },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('checkout-7f3a');
    await until(() => lines.some((line) => line.msg === 'request' && line.correlationId === 'checkout-7f3a'), 2000, 'its request line');
    expect(lines.filter((line) => line.msg === 'request' && line.correlationId === 'checkout-7f3a')).toMatchObject([
      { route: '/api/orders', status: 201 },
    ]);
    const events = await store.db.pool.query(`select 1 from events where metadata->>'correlationId' = 'checkout-7f3a'`);
    expect(events.rowCount).toBeGreaterThanOrEqual(1);
  });

  it('logs the cached public reads answered before Express too, at debug (counted above either way)', async () => {
    expect((await store.request('GET', `/api/products/${product.slug}`)).status).toBe(200);
    const response = await store.request('GET', `/api/products/${product.slug}`, { headers: { 'x-request-id': 'cached-read-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('cached-read-1');
    await until(() => lines.some((line) => line.correlationId === 'cached-read-1'), 2000, 'its request line');
    expect(lines.filter((line) => line.correlationId === 'cached-read-1')).toEqual([
      expect.objectContaining({
        level: 'debug',
        msg: 'request',
        method: 'GET',
        route: '/api/products/:slug',
        path: `/api/products/${product.slug}`,
        status: 200,
        bytes: Number(response.headers.get('content-length')),
        client: '127.0.0.1',
      }),
    ]);
  });
});
