import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pngImage } from '../../tests/support/images.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  categoryId = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Hijabs', nameAr: 'حجابات' } })).body.id;
});
afterAll(() => store.stop());

const product = (url: string, nameEn = 'Chiffon Hijab') => ({
  nameEn,
  nameAr: 'حجاب شيفون',
  categoryId,
  variants: [{ size: 'One Size', color: 'Rose', price: '45.00', stock: 4 }],
  images: [{ url, isPrimary: true, position: 0 }],
});
const post = (body: unknown) => store.request('POST', '/api/admin/products', { cookie: admin, body });
const mediaRows = async () => Number((await store.db.pool.query('select count(*) as n from media')).rows[0].n);

describe('uploaded images', () => {
  it('stores an inline PNG once, as the same picture, and lists it by a short URL served with a year-long immutable cache', async () => {
    const image = pngImage([200, 120, 140]);
    const created = await post(product(image.dataUrl));
    expect(created.status).toBe(201);
    const url = created.body.images[0].url;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
    expect((await store.request('GET', '/api/products')).text).not.toContain('data:image');

    const served = await fetch(`${store.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The upload is encoded again before it is kept; its name is the hash of the bytes kept, its pixels the ones sent.
    const bytes = Buffer.from(await served.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(url).toBe(`/api/media/${sha256}.png`);
    expect(served.headers.get('etag')).toBe(`"${sha256}"`);
    const pixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
    expect((await pixels(bytes)).equals(await pixels(image.bytes))).toBe(true);
    const revalidated = await fetch(`${store.url}${url}`, { headers: { 'if-none-match': `"${sha256}"` } });
    expect(revalidated.status).toBe(304);

    const rows = await mediaRows();
    const again = await post(product(image.dataUrl, 'Second Hijab'));
    expect(again.body.images[0].url).toBe(url);
    expect(await mediaRows()).toBe(rows);
  });

  it('takes the stored type from the bytes, not from the declared type', async () => {
    const created = await post(product(`data:image/png;base64,${jpegBytes.toString('base64')}`, 'Declared Png'));
    expect(created.status).toBe(201);
    expect(created.body.images[0].url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.jpg$/);
    const served = await fetch(`${store.url}${created.body.images[0].url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps the short URL when an edited product sends it back, and refuses one that names nothing stored', async () => {
    const created = await post(product(pngImage([10, 20, 30]).dataUrl, 'Kept Image'));
    const url = created.body.images[0].url;
    const edited = await store.request('PATCH', `/api/admin/products/${created.body.id}`, {
      cookie: admin,
      body: { ...product(url, 'Kept Image'), images: [{ id: created.body.images[0].id, url, isPrimary: true, position: 0 }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual(created.body.images);
    const missing = await post(product(`/api/media/${'0'.repeat(64)}.png`, 'Ghost'));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Image not found');
  });

  it('refuses SVG, javascript:, file: and files that are not images, storing and writing nothing', async () => {
    const events = await store.eventCount();
    const rows = await mediaRows();
    const cases: [string, string][] = [
      ['data:image/svg+xml;base64,' + Buffer.from('<svg onload="alert(1)"/>').toString('base64'), 'Image must be an http(s) address or an uploaded PNG, JPEG, WebP, GIF or AVIF image'],
      ['javascript:alert(document.cookie)', 'Image must be an http(s) address or an uploaded PNG, JPEG, WebP, GIF or AVIF image'],
      ['file:///etc/passwd', 'Image must be an http(s) address or an uploaded PNG, JPEG, WebP, GIF or AVIF image'],
      ['data:image/png;base64,' + Buffer.from('<html><script>alert(1)</script>').toString('base64'), 'Uploaded file is not a PNG, JPEG, WebP, GIF or AVIF image'],
    ];
    for (const [url, message] of cases) {
      const response = await post(product(url, 'Refused'));
      expect(response.status, url).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors['images.0.url']).toEqual([message]);
    }
    // A good image next to a bad one is not stored either.
    const mixed = await post({ ...product(pngImage([1, 2, 3]).dataUrl, 'Mixed'), images: [
      { url: pngImage([1, 2, 3]).dataUrl, isPrimary: true, position: 0 },
      { url: 'data:image/png;base64,' + Buffer.from('not an image').toString('base64'), isPrimary: false, position: 1 },
    ] });
    expect(mixed.status).toBe(400);
    expect(await store.eventCount()).toBe(events);
    expect(await mediaRows()).toBe(rows);
  });

  it('stores no upload of a product or banner the decision refuses, and an upload of an accepted edit once', async () => {
    const rows = await mediaRows();
    const image = pngImage([33, 66, 99]);
    const unknownCategory = await post({ ...product(image.dataUrl, 'Lost Hijab'), categoryId: '5f0e1d2c-3b4a-4596-8778-695a4b3c2d1e' });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.message).toBe('Category not found');
    const created = await post(product('https://images.example.com/hijab.jpg', 'Edited Hijab'));
    const stale = await store.request('PATCH', `/api/admin/products/${created.body.id}`, {
      cookie: admin,
      headers: { 'if-match': '"v999"' },
      body: product(image.dataUrl, 'Edited Hijab'),
    });
    expect(stale.status).toBe(409);
    const banner = await store.request('PATCH', '/api/admin/banners/5f0e1d2c-3b4a-4596-8778-695a4b3c2d1e', {
      cookie: admin,
      body: { imageUrl: image.dataUrl },
    });
    expect(banner.status).toBe(404);
    expect(await mediaRows()).toBe(rows);

    const edited = await store.request('PATCH', `/api/admin/products/${created.body.id}`, { cookie: admin, body: product(image.dataUrl, 'Edited Hijab') });
    expect(edited.status).toBe(200);
    expect(edited.body.images[0].url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
    expect(await mediaRows()).toBe(rows + 1);
  });

  it('answers 404 for unknown or malformed media names', async () => {
    expect((await store.request('GET', `/api/media/${'f'.repeat(64)}.png`)).status).toBe(404);
    expect((await store.request('GET', '/api/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await store.request('GET', '/api/media/abc.svg')).status).toBe(404);
  });
});
