import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, disguisedUploads, pngBomb, pngImage } from '../../tests/support/images.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { renditionQueue } from './renditions.js';

let store: TestStore;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
  categoryId = (await store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn: 'Abayas', nameAr: 'عبايات' } })).body.id;
});
afterAll(() => store.stop());

const product = (url: string, nameEn: string) => ({
  nameEn,
  nameAr: 'عباية',
  categoryId,
  variants: [{ size: 'M', price: '250.00', stock: 3 }],
  images: [{ url, isPrimary: true, position: 0 }],
});
const post = (body: unknown) => store.request('POST', '/api/admin/products', { cookie: admin, body });
const mediaRows = async () => Number((await store.db.pool.query('select count(*) as n from media')).rows[0].n);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads are read to the end before they are kept', () => {
  it('refuses a PNG signature followed by a web page, a JPEG signature followed by garbage and a JPEG cut short', async () => {
    const events = await store.eventCount();
    const rows = await mediaRows();
    const uploads = [
      dataUrl(disguisedUploads.pngThenHtml),
      dataUrl(disguisedUploads.jpegThenGarbage, 'image/jpeg'),
      dataUrl(disguisedUploads.truncatedJpeg, 'image/jpeg'),
    ];
    for (const url of uploads) {
      const answer = await post(product(url, 'Disguised'));
      expect(answer.status, url.slice(0, 40)).toBe(400);
      expect(answer.body.code).toBe('image_unreadable');
      expect(answer.body.errors['images.0.url']).toEqual([answer.body.message]);
    }
    const banner = await store.request('POST', '/api/admin/banners', {
      cookie: admin,
      body: { titleEn: 'Eid', titleAr: 'العيد', imageUrl: dataUrl(disguisedUploads.pngThenHtml), isActive: true, position: 0 },
    });
    expect(banner.status).toBe(400);
    expect(banner.body.code).toBe('image_unreadable');
    expect(await store.eventCount()).toBe(events);
    expect(await mediaRows()).toBe(rows);
  });

  it('refuses a decompression bomb from its header, naming its size and the limits', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const rows = await mediaRows();
    const answer = await post(product(dataUrl(bomb), 'Bomb'));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('image_dimensions_too_large');
    expect(answer.body.params).toEqual({ width: 20_000, height: 20_000, frames: 1, maxSide: 12_000, maxMegapixels: 40 });
    expect(answer.body.message).toBe('Image is 20000 × 20000 pixels; at most 12000 pixels on a side and 40 megapixels are accepted');
    // Under the pixel limit but longer than a side may be.
    const ribbon = await post(product(dataUrl(pngBomb(13_000, 8)), 'Ribbon'));
    expect(ribbon.status).toBe(400);
    expect(ribbon.body.code).toBe('image_dimensions_too_large');
    expect(await mediaRows()).toBe(rows);
  });

  it('keeps a good photograph encoded again: turned as its camera said, without its metadata, named by the bytes kept', async () => {
    // 60 × 30 as recorded; the camera says to turn it a quarter (EXIF orientation 6), and it carries a copyright note.
    const photo = await sharp({ create: { width: 60, height: 30, channels: 3, background: { r: 150, g: 110, b: 90 } } })
      .withExif({ IFD0: { Copyright: 'Sakina studio', Make: 'Camera' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const created = await post(product(dataUrl(photo, 'image/jpeg'), 'Photographed Abaya'));
    expect(created.status).toBe(201);
    const url: string = created.body.images[0].url;
    const served = await fetch(`${store.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const kept = Buffer.from(await served.arrayBuffer());
    expect(url).toBe(`/api/media/${sha256(kept)}.jpg`);
    const metadata = await sharp(kept).metadata();
    expect({ width: metadata.width, height: metadata.height, exif: metadata.exif, orientation: metadata.orientation }).toEqual({
      width: 30,
      height: 60,
      exif: undefined,
      orientation: undefined,
    });
    // The same file sent again is the same image.
    const again = await post(product(dataUrl(photo, 'image/jpeg'), 'Photographed Abaya Again'));
    expect(again.body.images[0].url).toBe(url);
    const resized = await fetch(`${store.url}${url}?w=240`, { headers: { accept: 'image/webp' } });
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
  });
});

describe('sizes of an original that cannot be read', () => {
  it('answer 410 at once, and keep answering it without reading the file again', async () => {
    // Stored before uploads were read to the end: a bomb under the old size, kept as sent.
    const bomb = pngBomb(20_000, 20_000);
    const name = sha256(bomb);
    await store.db.pool.query(`insert into media (sha256, extension, content_type, size, bytes) values ($1, 'png', 'image/png', $2, $3)`, [
      name,
      bomb.length,
      bomb,
    ]);
    const first = await fetch(`${store.url}/api/media/${name}.png?w=480`, { headers: { accept: 'image/avif' } });
    expect(first.status).toBe(410);
    expect(await first.json()).toMatchObject({ code: 'image_unrenderable' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const remembered = await store.db.pool.query('select reason from media_unrenderable where sha256 = $1', [name]);
    expect(remembered.rows[0].reason).toMatch(/pixel limit/);

    // Had the file been read again, this readable one would now give a size: it is not read again.
    await store.db.pool.query('update media set bytes = $2 where sha256 = $1', [name, pngImage([1, 2, 3], 8).bytes]);
    for (const query of ['?w=480', '?w=240']) {
      const again = await fetch(`${store.url}/api/media/${name}.png${query}`, { headers: { accept: 'image/webp' } });
      expect(again.status, query).toBe(410);
      expect(((await again.json()) as { code: string }).code).toBe('image_unrenderable');
    }
    // The original itself is still served as stored.
    expect((await fetch(`${store.url}/api/media/${name}.png`)).status).toBe(200);
  });
});

describe('sizes made a few at a time', () => {
  it('turns away what the line cannot hold with 503 and a Retry-After, while the store keeps answering at once', { timeout: 120_000 }, async () => {
    // A photograph of fine detail: each size takes a moment to make.
    const photo = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const created = await post(product(dataUrl(photo, 'image/jpeg'), 'Detailed Abaya'));
    expect(created.status).toBe(201);
    const url: string = created.body.images[0].url;
    const formats = { avif: 'image/avif', webp: 'image/webp', original: '*/*' } as const;
    const widths = [1600, 1280, 960, 720, 480, 360, 240];
    const sizes = Object.values(formats).flatMap((accept) => widths.map((width) => ({ accept, width })));
    const ask = ({ accept, width }: { accept: string; width: number }) => fetch(`${store.url}${url}?w=${width}`, { headers: { accept } });

    // The queue's load and the health probe, watched while the sizes are made.
    let making = true;
    const loads: { running: number; waiting: number }[] = [];
    const watching = (async () => {
      while (making) {
        loads.push(renditionQueue.load);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const probes: { status: number; ms: number }[] = [];
    const probing = (async () => {
      while (making) {
        const started = performance.now();
        const answer = await fetch(`${store.url}/api/health`);
        probes.push({ status: answer.status, ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // The two largest AVIFs first, so they are being made when the rest arrive together.
    const first = sizes.slice(0, 2).map(ask);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all([...first, ...sizes.slice(2).map(ask)]);
    making = false;
    await Promise.all([probing, watching]);

    const codes = await Promise.all(answers.map(async (answer) => (answer.status === 200 ? 'made' : ((await answer.json()) as { code: string }).code)));
    const busy = answers.filter((_, index) => codes[index] === 'images_busy');
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    // Never more than two being made and eight waiting; what came while the line was full was turned away at once.
    expect(Math.max(...loads.map((load) => load.running))).toBe(2);
    expect(Math.max(...loads.map((load) => load.waiting))).toBe(8);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.headers.get('cache-control')).toBeNull();
    }
    expect(probes.length).toBeGreaterThan(0);
    // A few milliseconds on a quiet machine; the bound leaves room for a shared one (unbounded, the probe took 1-2 s).
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    expect(Math.max(...probes.map((probe) => probe.ms))).toBeLessThan(2_000);

    // A size turned away is not remembered as a failure: asked again, it is made.
    const retried = await ask(sizes[codes.indexOf('images_busy')]!);
    expect(retried.status).toBe(200);
    const name = /([0-9a-f]{64})/.exec(url)![1];
    expect((await store.db.pool.query('select 1 from media_unrenderable where sha256 = $1', [name])).rowCount).toBe(0);
  });
});
