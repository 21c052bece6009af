import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/logger.js';
import { EventStore, storeCatalogue } from '../../events/index.js';
import { decodeRgbPng } from '../../tests/support/png-pixels.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { testVault } from '../../tests/support/database.js';

let store: TestStore;
let startMs: number;

beforeAll(async () => {
  const started = Date.now();
  store = await startTestStore({ SEED_DEMO: '1' });
  startMs = Date.now() - started;
}, 120_000);
afterAll(() => store.stop());

describe('demo catalog', () => {
  it('fills a new store with categories, products, banners and the COD fee', async () => {
    const categories = await store.request('GET', '/api/categories');
    expect(categories.body.map((category: { slug: string }) => category.slug)).toEqual([
      'abayas',
      'hijabs',
      'kaftans',
      'jalabiyas',
      'modest-dresses',
      'accessories',
    ]);
    const admin = await store.request('GET', '/api/admin/products', { cookie: await store.login() });
    expect(admin.body).toHaveLength(41);
    const products = await store.request('GET', '/api/products?limit=100');
    expect(products.body).toHaveLength(39);
    expect(products.headers.get('x-total-count')).toBe('39');
    expect((await store.request('GET', '/api/banners')).body).toHaveLength(3);
    expect((await store.request('GET', '/api/settings')).body).toEqual({ codFee: '15.00', returnWindowDays: 14 });
    // The header's strip promises free delivery over 500 AED: the demo's terms keep it.
    const delivery = (await store.request('GET', '/api/delivery')).body;
    expect(delivery.freeDeliveryOver).toBe('500.00');
    expect(delivery.zones.find((zone: { emirate: string }) => zone.emirate === 'sharjah')).toEqual({ emirate: 'sharjah', fee: '15.00', etaDays: [1, 2] });
    console.info(
      `demo catalog: start with seed ${startMs} ms, GET /api/products ${Buffer.byteLength(products.text)} bytes, ` +
        `${admin.body.flatMap((product: { variants: unknown[] }) => product.variants).length} variants`,
    );
  });

  it('has believable stock: plenty, low (1-4) and sold out', async () => {
    const products = (await store.request('GET', '/api/admin/products', { cookie: await store.login() })).body;
    const stocks: number[] = products.flatMap((product: { variants: { stock: number }[] }) =>
      product.variants.map((variant) => variant.stock),
    );
    expect(stocks).toContain(0);
    expect(stocks.some((stock) => stock >= 1 && stock <= 4)).toBe(true);
    expect(stocks.some((stock) => stock >= 10)).toBe(true);
    const abaya = products.find((product: { slug: string }) => product.slug === 'classic-black-abaya');
    expect(abaya.variants.map((variant: { size: string }) => variant.size)).toEqual(['52', '54', '56', '58']);
    expect(abaya.variants[0].price).toBe('295.00');
    const hijab = products.find((product: { slug: string }) => product.slug === 'premium-chiffon-hijab');
    expect(new Set(hijab.variants.map((variant: { size: string }) => variant.size))).toEqual(new Set(['One Size']));
  });

  it('serves its pictures from the media store, never inline', async () => {
    const products = await store.request('GET', '/api/products');
    expect(products.text).not.toContain('data:');
    const url: string = products.body[0].images[0].url;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
    const image = await store.request('GET', url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const banner = (await store.request('GET', '/api/banners')).body[0];
    expect(banner.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
  });

  it('has product pictures as wide as the widest size a product page asks for, so none is shown enlarged', async () => {
    const product = (await store.request('GET', '/api/products')).body[0] as { images: { url: string }[] };
    for (const image of product.images) {
      const served = await fetch(`${store.url}${image.url}?w=960`, { headers: { accept: 'image/webp' } });
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThanOrEqual(960);
    }
  });

  it('draws each accessory as what it is: the pins, the brooch, the prayer mat and the clutch are no handbag', async () => {
    const products = (await store.request('GET', '/api/products?limit=100')).body as { nameEn: string; images: { url: string; isPrimary: boolean }[] }[];
    const shapeOf = async (nameEn: string) => {
      const product = products.find((candidate) => candidate.nameEn === nameEn)!;
      const primary = product.images.find((image) => image.isPrimary)!;
      return drawnShape(Buffer.from(await (await fetch(`${store.url}${primary.url}`)).arrayBuffer()));
    };
    const tote = await shapeOf('Leather Tote Bag');
    for (const nameEn of ['Magnetic Hijab Pins', 'Pearl Brooch', 'Travel Prayer Mat', 'Embroidered Evening Clutch']) {
      expect(overlap(await shapeOf(nameEn), tote), nameEn).toBeLessThan(0.7);
    }
    // The measure itself: one drawing in two colours is one shape.
    const cookie = await store.login();
    const toteId = (await store.request('GET', '/api/admin/products?q=Leather%20Tote%20Bag', { cookie })).body[0].id;
    const blackTote = (await store.request('GET', `/api/admin/products/${toteId}`, { cookie })).body.images;
    const secondColour = blackTote.find((image: { position: number }) => image.position === 2);
    const other = drawnShape(Buffer.from(await (await fetch(`${store.url}${secondColour.url}`)).arrayBuffer()));
    expect(overlap(other, tote)).toBeGreaterThan(0.9);
  });

  it('writes the footer pages in both languages', async () => {
    for (const key of ['about', 'contact', 'shipping', 'returns', 'privacy', 'terms']) {
      const page = (await store.request('GET', `/api/pages/${key}`)).body;
      for (const text of [page.titleEn, page.titleAr, page.bodyEn, page.bodyAr]) expect(text, key).not.toBe('');
    }
    expect((await store.request('GET', '/api/pages/about')).body.titleAr).toBe('عن سكينة');
  });

  it('is recorded in the log as the system, and never seeds twice', async () => {
    const actors = await store.db.pool.query<{ actor: string; count: number }>(
      `select metadata->'actor'->>'id' as actor, count(*)::int as count from events
       where stream_type in ('category', 'product', 'banner', 'setting') group by 1`,
    );
    expect(actors.rows).toEqual([{ actor: 'system', count: expect.any(Number) }]);
    const before = await store.eventCount();
    const again = await seedDemoCatalog({
      pool: store.db.pool,
      store: new EventStore(store.db.pool, storeCatalogue, testVault(store.db.pool)),
      reads: { waitFor: async () => true },
      logger: createLogger('error'),
    });
    expect(again).toBeNull();
    expect(await store.eventCount()).toBe(before);
  });
});

/** Where something is drawn on a product picture: pixels that stand out from their row's background (its first pixel). */
function drawnShape(png: Buffer): boolean[] {
  const { width, height, rgb } = decodeRgbPng(png);
  const shape: boolean[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const row = y * width * 3;
      const difference = Math.max(...[0, 1, 2].map((channel) => Math.abs(rgb[at + channel]! - rgb[row + channel]!)));
      shape.push(difference > 12);
    }
  }
  return shape;
}

/** Intersection over union of two drawn shapes: 1 for the same drawing, lower the more they differ. */
function overlap(a: boolean[], b: boolean[]): number {
  let both = 0;
  let either = 0;
  a.forEach((drawn, index) => {
    if (drawn && b[index]) both++;
    if (drawn || b[index]) either++;
  });
  return both / either;
}
