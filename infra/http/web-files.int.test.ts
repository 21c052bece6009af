import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/support/raw-request.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

// A built web app as the build leaves it: hashed assets with their .br and .gz copies beside them.
const script = Buffer.from(`export const greeting = ${JSON.stringify('مرحبا '.repeat(400))};\n`);
const page = Buffer.from(`<!doctype html><html lang="ar" dir="rtl"><body>${'<div></div>'.repeat(200)}</body></html>`);
const picture = Buffer.alloc(2048, 7);

let webRoot: string;
let store: TestStore;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'store-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  const files: Record<string, Buffer> = {
    'index.html': page,
    'index.html.br': brotliCompressSync(page),
    'index.html.gz': gzipSync(page),
    'assets/main-Ab12Cd34.js': script,
    'assets/main-Ab12Cd34.js.br': brotliCompressSync(script),
    'assets/main-Ab12Cd34.js.gz': gzipSync(script),
    'assets/photo-Ef56Gh78.webp': picture,
    'robots.txt': Buffer.from('User-agent: *\nAllow: /\n'),
    '.env': Buffer.from('SECRET=not-for-visitors\n'),
  };
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(webRoot, file), content);
  store = await startTestStore({ WEB_DIR: webRoot });
});
afterAll(async () => {
  await store?.stop();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (route: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${store.url}${route}`, headers, method);

const asset = '/assets/main-Ab12Cd34.js';

describe('serving the built web app', () => {
  it('sends a hashed asset as Brotli to a browser that accepts it, with the script type, its length and a year of caching', async () => {
    const response = await get(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.body)).toEqual(script);
  });

  it('sends gzip when that is the only compression accepted, or when Brotli is refused', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip;q=1.0, *;q=0.5, br;q=0']) {
      const response = await get(asset, { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(gunzipSync(response.body)).toEqual(script);
    }
  });

  it('sends the plain file to a client that accepts no compression, still saying the answer varies', async () => {
    const requests: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0' }];
    for (const headers of requests) {
      const response = await get(asset, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(Number(response.headers['content-length'])).toBe(script.length);
      expect(response.body).toEqual(script);
    }
  });

  it('revalidates each copy against its own tag', async () => {
    const first = await get(asset, { 'accept-encoding': 'br' });
    const plain = await get(asset);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(asset, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers of the copy a GET would get, and no body', async () => {
    const response = await get(asset, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(gzipSync(script).length);
    expect(response.body.length).toBe(0);
  });

  it('sends files without compressed copies as they are, without Vary', async () => {
    const response = await get('/assets/photo-Ef56Gh78.webp', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body).toEqual(picture);

    const robots = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await get('/assets/main-00000000.js', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends index.html compressed and never cached unchecked, for the root and every client-side route', async () => {
    for (const route of ['/', '/shop', '/product/abaya-1', '/admin/orders']) {
      const response = await get(route, { 'accept-encoding': 'br, gzip' });
      expect(response.status, route).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(response.body)).toEqual(page);
    }
    const plain = await get('/shop');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(page);
  });

  it('serves nothing from outside the web folder, nor its hidden files', async () => {
    for (const route of ['/..%2f..%2fpackage.json', '/assets/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/hostname', '/.env']) {
      const response = await get(route);
      // The page (a client-side route), or a refusal; never the file asked for.
      expect([200, 403, 404], route).toContain(response.status);
      if (response.status === 200) expect(response.body, route).toEqual(page);
    }
  });

  it('keeps answering the API before the web app', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ status: 'ok' });
  });
});
