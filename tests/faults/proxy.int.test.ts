import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/project-root.js';
import { loginLimits } from '../../services/identity/login-throttle.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { requireNginx, startNginx, type RunningNginx } from '../support/nginx.js';
import { call, spawnStore, until, type StoreProcess } from '../support/store-process.js';
import { testAdmin } from '../support/test-store.js';

/**
 * The production topology: nginx with `deploy/nginx.conf` in front of two store processes on one PostgreSQL,
 * the stores told TRUST_PROXY=1 as docker-compose tells them. Clients reach nginx from 127.0.0.2 and up, nginx
 * reaches the stores from 127.0.0.1, so the address a store believes shows whose it is.
 */

let db: TestDatabase;
let a: StoreProcess;
let b: StoreProcess;
let proxy: RunningNginx;
const sockets: Socket[] = [];
const client = '127.0.0.2';
let adminCookie: string;

beforeAll(async () => {
  requireNginx();
  if (!existsSync(path.join(projectRoot, 'dist/web/index.html'))) {
    throw new Error('The web app is not built: run npm run build first (npm test does).');
  }
  db = await createTestDatabase();
  a = await spawnStore(db.url, { TRUST_PROXY: '1' });
  b = await spawnStore(db.url, { TRUST_PROXY: '1' });
  proxy = await startNginx([a.url, b.url].map((url) => new URL(url).host));
  const signedIn = await call(a.url, 'POST', '/api/auth/login', { body: testAdmin });
  adminCookie = signedIn.cookie!;
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  keepAlive.destroy();
  await proxy?.stop();
  await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
  await db?.drop();
});

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  readonly json: any;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** One request to nginx from a chosen loopback address (node:http: fetch cannot choose the local address). */
function viaProxy(
  method: string,
  route: string,
  options: { from?: string; headers?: Record<string, string>; body?: unknown; agent?: http.Agent } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: proxy.port, method, path: route, headers, localAddress: options.from ?? client, agent: options.agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer to ${method} ${route} within 10 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** What a browser on the proxy's address sends with a write of its own page. */
const browserWrite = () => ({ origin: proxy.url, 'sec-fetch-site': 'same-origin' });

const cookieOf = (answer: Answer) => {
  const cookie = /session=([^;]+)/.exec(String(answer.headers['set-cookie'] ?? ''))?.[1];
  if (!cookie) throw new Error(`no session cookie (${answer.status}: ${answer.text})`);
  return `session=${cookie}`;
};

const adminSocket = async (url: string, cookie: string) => {
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
};

describe('nginx in front of two store instances', () => {
  it('serves the pages, their assets and the API, and takes a browser’s sign-in', async () => {
    const page = await viaProxy('GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = await viaProxy('GET', script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');

    const products = await viaProxy('GET', '/api/products');
    expect(products.status).toBe(200);
    expect(products.json).toEqual(expect.any(Array));
    expect((await viaProxy('GET', '/api/health')).json).toEqual({ status: 'ok' });

    // The browser names the proxy's host and port as its origin; the store must see the same host.
    const login = await viaProxy('POST', '/api/auth/login', { headers: browserWrite(), body: testAdmin });
    expect(login.status, login.text).toBe(200);
    const me = await viaProxy('GET', '/api/auth/me', { headers: { cookie: cookieOf(login) } });
    expect(me.json.email).toBe(testAdmin.email);
    // Another site's page cannot pass for the store by naming itself in X-Forwarded-Host: nginx writes that header.
    const forged = await viaProxy('POST', '/api/auth/logout', { headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(forged.status).toBe(403);
  });

  it('passes the WebSocket upgrade to the admin room; an order placed on either instance reaches it', async () => {
    const category = await call(a.url, 'POST', '/api/admin/categories', { cookie: adminCookie, body: { nameEn: 'Abayas', nameAr: 'عبايات' } });
    expect(category.status).toBe(201);
    const product = await call(a.url, 'POST', '/api/admin/products', {
      cookie: adminCookie,
      body: {
        nameEn: 'Proxy Abaya',
        nameAr: 'عباية',
        categoryId: category.body.id,
        status: 'active',
        variants: [{ size: 'M', price: '220.00', stock: 50 }],
        images: [{ url: 'https://images.example.com/a.jpg', isPrimary: true, position: 0 }],
      },
    });
    expect(product.status).toBe(201);
    const shopper = cookieOf(
      await viaProxy('POST', '/api/auth/register', {
        headers: browserWrite(),
        body: { name: 'Maryam', email: 'maryam@example.com', password: 'secret1' },
      }),
    );

    const socket = await adminSocket(proxy.url, adminCookie);
    const heard = new Set<string>();
    socket.on('order:placed', (payload: { id: string }) => heard.add(payload.id));
    const order = {
      items: [{ productId: product.body.id, variantId: product.body.variants[0].id, quantity: 1 }],
      shippingName: 'Maryam',
      shippingPhone: '0501234567',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Marina 7',
    };
    // The socket sits on one of the two instances; of the orders placed on A and on B, one crosses to it.
    const throughProxy = await viaProxy('POST', '/api/orders', { headers: { ...browserWrite(), cookie: shopper }, body: order });
    expect(throughProxy.status, throughProxy.text).toBe(201);
    const ids = [throughProxy.json.id as string];
    for (const instance of [a, b]) {
      const placed = await call(instance.url, 'POST', '/api/orders', { cookie: shopper, body: order });
      expect(placed.status).toBe(201);
      ids.push(placed.body.id);
    }
    await until(() => ids.every((id) => heard.has(id)), 3000, 'every order on the admin socket behind the proxy');
  });

  it('counts a client’s failed sign-ins against the address nginx saw, whatever X-Forwarded-For it writes', async () => {
    for (let attempt = 0; attempt < loginLimits.perClient; attempt++) {
      const spoofed = attempt % 2 ? `203.0.113.${attempt}` : `198.51.100.${attempt}, 127.0.0.${attempt + 10}`;
      const answer = await viaProxy('POST', '/api/auth/login', {
        headers: { ...browserWrite(), 'x-forwarded-for': spoofed },
        body: { email: `guess-${attempt}@example.com`, password: 'wrong-password' },
      });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const clients = await db.pool.query("select key, attempts as failures from auth_limits where key like 'client:%' and attempts > 0");
    expect(clients.rows).toEqual([{ key: `client:${client}`, failures: loginLimits.perClient }]);
    const throttled = await viaProxy('POST', '/api/auth/login', {
      headers: { ...browserWrite(), 'x-forwarded-for': '192.0.2.99' },
      body: { email: 'another-guess@example.com', password: 'wrong-password' },
    });
    expect(throttled.status).toBe(429);
    // Another client behind the same proxy is not held back.
    const other = await viaProxy('POST', '/api/auth/login', { from: '127.0.0.3', headers: browserWrite(), body: testAdmin });
    expect(other.status).toBe(200);
  });

  it('keeps answering reads while one instance stops (SIGTERM)', async () => {
    type Outcome = { at: number; ok: boolean; what: string; ms: number };
    const outcomes: Outcome[] = [];
    const routes = ['/api/products', '/api/categories', '/', '/api/settings'];
    const started = Date.now();
    let readUntil = Number.POSITIVE_INFINITY;
    const readers = Array.from({ length: 4 }, async (_, reader) => {
      // Bounded: until 3 s after the instance has exited, at most 20 s and 2,000 reads each.
      for (let n = 0; n < 2000 && Date.now() - started < 20_000 && Date.now() < readUntil; n++) {
        const route = routes[(n + reader) % routes.length]!;
        const sent = Date.now();
        try {
          const answer = await viaProxy('GET', route, { agent: keepAlive });
          outcomes.push({ at: sent, ok: answer.status === 200, what: `${answer.status} ${route}`, ms: Date.now() - sent });
        } catch (error) {
          outcomes.push({ at: sent, ok: false, what: `${(error as Error).message} ${route}`, ms: Date.now() - sent });
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sigterm = Date.now();
    await a.kill('SIGTERM');
    const exited = Date.now();
    readUntil = exited + 3000;
    await Promise.all(readers);

    const afterStop = outcomes.filter((outcome) => outcome.at >= sigterm);
    const settled = outcomes.filter((outcome) => outcome.at >= sigterm + 2000);
    const failed = outcomes.filter((outcome) => !outcome.ok);
    console.log(
      `proxy failover: ${outcomes.length} reads, ${afterStop.length} from SIGTERM on (the instance exited ${exited - sigterm} ms after it); ` +
        `${failed.length} not 200${failed.length ? ` (${failed.slice(0, 3).map((outcome) => outcome.what).join('; ')})` : ''}; ` +
        `slowest from SIGTERM on ${Math.max(...afterStop.map((outcome) => outcome.ms))} ms`,
    );
    expect(settled.length).toBeGreaterThan(20);
    expect(settled.filter((outcome) => !outcome.ok).map((outcome) => outcome.what)).toEqual([]);
    // Not even in the first seconds: nginx passes a read the stopping instance refuses or drops to the other one.
    expect(failed.map((outcome) => outcome.what)).toEqual([]);
    // nginx did send reads to the stopped instance (its log names the refused connections), and moved them on.
    expect(await proxy.errors()).toMatch(new RegExp(`connect\\(\\) failed .*upstream: "http://${new URL(a.url).host}/`));
    expect(a.child.exitCode).toBe(0);
    expect((await viaProxy('GET', '/api/health')).status).toBe(200);
  }, 60_000);
});
