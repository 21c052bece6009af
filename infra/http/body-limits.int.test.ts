import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../app/seed/png.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

const smallBodyBytes = 16 * 1024;

let store: TestStore;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  categoryId = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } })).body.id;
});
afterAll(() => store.stop());

/** A JSON object of exactly `bytes` bytes: the given fields plus padding. */
function jsonOfSize(bytes: number, fields: Record<string, unknown>): string {
  const empty = JSON.stringify({ ...fields, padding: '' });
  return JSON.stringify({ ...fields, padding: 'x'.repeat(bytes - Buffer.byteLength(empty)) });
}

/** A PNG of noise (so it does not compress) of about `bytes` bytes, as a data URL. */
function noisyPng(bytes: number): string {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return `data:image/png;base64,${encodePng(side, side, randomBytes(side * side * 3)).toString('base64')}`;
}

/** Sends `message` and resolves with the first line of the answer, or 'no answer' after 3 s. */
function firstStatusLine(message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(store.running.port, '127.0.0.1', () => socket.write(message));
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, 3000);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(received.slice(0, end));
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Everything a refused request could have written: the log, sessions, sign-in counts. */
async function written(): Promise<string> {
  const { rows } = await store.db.pool.query<{ state: string }>(
    `select (select count(*) from events) || '/' || (select count(*) from sessions) || '/' ||
            (select coalesce(sum(attempts), 0) from auth_limits) as state`,
  );
  return rows[0]!.state;
}

describe('body size limits', () => {
  it('answers a sign-in body of 16 KB + 1 byte with a JSON 413 and writes nothing; 16 KB is read', async () => {
    const before = await written();
    const over = await store.request('POST', '/api/auth/login', {
      rawBody: jsonOfSize(smallBodyBytes + 1, { email: 'admin@store.test', password: 'wrong' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: 'Request body is larger than 16 KB', code: 'payload_too_large', params: { maxBytes: 16_384 } });
    expect(await written()).toBe(before);

    const atLimit = await store.request('POST', '/api/auth/login', {
      rawBody: jsonOfSize(smallBodyBytes, { email: 'someone@example.com', password: 'wrong' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(atLimit.status).toBe(401);
  });

  it('holds every small JSON route to 16 KB, for visitors, customers and admins alike', async () => {
    const customer = await store.customer();
    const body = jsonOfSize(smallBodyBytes + 1, { name: 'x' });
    for (const [path, cookie] of [
      ['/api/auth/register', undefined],
      ['/api/auth/logout', customer],
      ['/api/orders', customer],
      ['/api/admin/categories', admin],
      ['/api/admin/settings', admin],
    ] as const) {
      const before = await written();
      const response = await store.request('POST', path, { rawBody: body, cookie, headers: { 'content-type': 'application/json' } });
      expect(response.status, path).toBe(413);
      expect(response.body.code, path).toBe('payload_too_large');
      expect(await written(), path).toBe(before);
    }
    // The customer's session survived the refused logout.
    expect((await store.request('GET', '/api/auth/me', { cookie: customer })).status).toBe(200);
  });

  it('accepts a product and a banner carrying a 1 MB picture inline, and refuses 11 MB', async () => {
    const picture = noisyPng(1024 * 1024);
    expect(picture.length).toBeGreaterThan(1024 * 1024);
    const product = await store.request('POST', '/api/admin/products', {
      cookie: admin,
      body: {
        nameEn: 'Pictured Abaya',
        nameAr: 'عباية مصورة',
        categoryId,
        status: 'active',
        variants: [{ size: 'M', price: '120.00', stock: 3 }],
        images: [{ url: picture, isPrimary: true, position: 0 }],
      },
    });
    expect(product.status, product.text).toBe(201);
    expect(product.body.images[0].url).toMatch(/^\/api\/media\//);
    const revised = await store.request('PATCH', `/api/admin/products/${product.body.id}`, {
      cookie: admin,
      body: { ...product.body, images: [{ url: noisyPng(1024 * 1024), isPrimary: true, position: 0 }] },
    });
    expect(revised.status, revised.text).toBe(200);
    const banner = await store.request('POST', '/api/admin/banners', {
      cookie: admin,
      body: { titleEn: 'Eid', titleAr: 'العيد', imageUrl: picture },
    });
    expect(banner.status, banner.text).toBe(201);

    const before = await written();
    const tooLarge = await store.request('POST', '/api/admin/products', {
      cookie: admin,
      rawBody: jsonOfSize(11 * 1024 * 1024, { nameEn: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ message: 'Request body is larger than 10 MB', code: 'payload_too_large' });
    expect(await written()).toBe(before);
  });

  it('answers a caller without an admin session before reading a large body at all', async () => {
    // Headers announcing 2 MB, then only the first byte of the body: a store that read bodies before checking the
    // session would wait for the rest and never answer.
    for (const cookie of ['', `Cookie: ${await store.customer()}\r\n`]) {
      const status = await firstStatusLine(
        `POST /api/admin/products HTTP/1.1\r\nHost: 127.0.0.1\r\n${cookie}Content-Type: application/json\r\n` +
          `Content-Length: ${2 * 1024 * 1024}\r\n\r\n{`,
      );
      expect(status).toBe(cookie ? 'HTTP/1.1 403 Forbidden' : 'HTTP/1.1 401 Unauthorized');
    }
  });
});
