import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../tests/support/images.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let url: string;

beforeAll(async () => {
  store = await startTestStore();
  const admin = await store.login();
  const categoryId = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } })).body.id;
  // A photograph-sized upload: 1,200 pixels wide.
  const image = pngImage([90, 60, 50], 1200);
  const created = await store.request('POST', '/api/admin/products', {
    cookie: admin,
    body: {
      nameEn: 'Linen Abaya',
      nameAr: 'عباية كتان',
      categoryId,
      variants: [{ size: 'M', price: '250.00', stock: 3 }],
      images: [{ url: image.dataUrl, isPrimary: true, position: 0 }],
    },
  });
  url = created.body.images[0].url;
});
afterAll(() => store.stop());

const renditionRows = async () => Number((await store.db.pool.query('select count(*) as n from media_renditions')).rows[0].n);

describe('images at the sizes pages ask for', () => {
  it('serves a width in AVIF to a browser that accepts it, made once and kept', async () => {
    const before = await renditionRows();
    const first = await fetch(`${store.url}${url}?w=480`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/avif');
    expect(first.headers.get('vary')).toBe('Accept');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(480);
    expect(await renditionRows()).toBe(before + 1);

    const again = await fetch(`${store.url}${url}?w=480`, { headers: { accept: 'image/avif' } });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await renditionRows()).toBe(before + 1);
  });

  it('falls back to WebP, then to the original format, by Accept', async () => {
    const webp = await fetch(`${store.url}${url}?w=360`, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(360);
    const plain = await fetch(`${store.url}${url}?w=360`, { headers: { accept: '*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(360);
  });

  it('never enlarges: a width past the original gives the original size', async () => {
    const large = await fetch(`${store.url}${url}?w=1600`, { headers: { accept: 'image/webp' } });
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('answers a width it does not make, or an unknown image, with a JSON 404', async () => {
    for (const path of [`${url}?w=500`, `${url}?w=abc`, `${url}?w=480&w=720`, `/api/media/${'0'.repeat(64)}.png?w=480`]) {
      const answer = await fetch(`${store.url}${path}`, { headers: { accept: 'image/avif' } });
      expect(answer.status, path).toBe(404);
      expect(((await answer.json()) as { code: string }).code, path).toBe('not_found');
    }
  });
});
