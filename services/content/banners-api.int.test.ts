import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../tests/support/images.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
});
afterAll(() => store.stop());

const banner = (overrides: Record<string, unknown> = {}) => ({
  titleEn: 'New Abayas',
  titleAr: 'عبايات جديدة',
  subtitleEn: 'Soft crepe',
  subtitleAr: 'كريب ناعم',
  imageUrl: 'https://example.com/hero.jpg',
  isActive: true,
  position: 0,
  ...overrides,
});
const post = (body: unknown) => store.request('POST', '/api/admin/banners', { cookie: admin, body });
const patch = (id: string, body: unknown) => store.request('PATCH', `/api/admin/banners/${id}`, { cookie: admin, body });

describe('banners API', () => {
  it('refuses admin calls without a session (401) and from customers (403)', async () => {
    const customer = await store.customer();
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/admin/banners', undefined],
      ['POST', '/api/admin/banners', banner()],
      ['PATCH', `/api/admin/banners/${id}`, { isActive: false }],
      ['DELETE', `/api/admin/banners/${id}`, undefined],
    ] as const) {
      expect((await store.request(method, path, { body })).status).toBe(401);
      expect((await store.request(method, path, { body, cookie: customer })).status).toBe(403);
    }
  });

  it('creates banners (201) and shows the active ones to the shop by position', async () => {
    const second = await post(banner({ titleEn: 'Second', position: 2 }));
    const first = await post(banner({ titleEn: 'First', position: 1, subtitleEn: '', subtitleAr: undefined }));
    const hidden = await post(banner({ titleEn: 'Hidden', position: 0, isActive: false }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      titleEn: 'First',
      titleAr: 'عبايات جديدة',
      subtitleEn: null,
      subtitleAr: null,
      imageUrl: 'https://example.com/hero.jpg',
      isActive: true,
      position: 1,
    });
    const shop = await store.request('GET', '/api/banners');
    expect(shop.body.map((b: { id: string }) => b.id)).toEqual([first.body.id, second.body.id]);
    const all = await store.request('GET', '/api/admin/banners', { cookie: admin });
    expect(all.body.map((b: { id: string }) => b.id)).toEqual([hidden.body.id, first.body.id, second.body.id]);
  });

  it('answers 400 for missing titles or image, a non-integer position or a non-boolean switch, writing nothing', async () => {
    const before = await store.eventCount();
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      titleEn: ['English title is required'],
      titleAr: ['Arabic title is required'],
      imageUrl: ['Image is required'],
    });
    for (const body of [
      banner({ titleAr: '  ' }),
      banner({ imageUrl: '' }),
      banner({ imageUrl: 'javascript:alert(1)' }),
      banner({ position: 1.5 }),
      banner({ position: '2' }),
      banner({ position: -1 }),
      banner({ isActive: 'yes' }),
    ]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await store.eventCount()).toBe(before);
  });

  it('switches a banner off with only isActive, leaving every other field as it was', async () => {
    const created = await post(banner({ titleEn: 'Switchable', position: 5 }));
    const off = await patch(created.body.id, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...created.body, isActive: false });
    expect((await store.request('GET', '/api/banners')).body.map((b: { id: string }) => b.id)).not.toContain(created.body.id);
    const types = await store.db.pool.query('select type from events where stream_id = $1 order by stream_version', [
      `banner-${created.body.id}`,
    ]);
    expect(types.rows.map((row) => row.type)).toEqual(['BannerCreated', 'BannerDeactivated']);
    const on = await patch(created.body.id, { isActive: true });
    expect(on.body.isActive).toBe(true);
  });

  it('edits every field, storing an uploaded image', async () => {
    const created = await post(banner({ titleEn: 'Editable' }));
    const edited = await patch(created.body.id, banner({
      titleEn: 'Edited',
      titleAr: 'معدل',
      subtitleEn: null,
      subtitleAr: 'جديد',
      imageUrl: pngImage([90, 30, 40]).dataUrl,
      isActive: false,
      position: 7,
    }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ titleEn: 'Edited', titleAr: 'معدل', subtitleEn: null, subtitleAr: 'جديد', isActive: false, position: 7 });
    expect(edited.body.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
    expect((await patch(created.body.id, { position: 2.5 })).status).toBe(400);
  });

  it('deletes a banner (204), then answers 404 for it; malformed ids are 404 too', async () => {
    const created = await post(banner({ titleEn: 'Doomed' }));
    expect((await store.request('DELETE', `/api/admin/banners/${created.body.id}`, { cookie: admin })).status).toBe(204);
    expect((await store.request('GET', '/api/admin/banners', { cookie: admin })).body.map((b: { id: string }) => b.id)).not.toContain(created.body.id);
    expect((await store.request('DELETE', `/api/admin/banners/${created.body.id}`, { cookie: admin })).status).toBe(404);
    expect((await patch(created.body.id, { isActive: true })).status).toBe(404);
    expect((await patch('not-a-uuid', { isActive: true })).status).toBe(404);
  });

  it('tags the shop’s banner list with an ETag and answers 304 until banners change', async () => {
    const first = await store.request('GET', '/api/banners');
    const etag = first.headers.get('etag')!;
    expect((await store.request('GET', '/api/banners', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await post(banner({ titleEn: 'Fresh' }));
    expect((await store.request('GET', '/api/banners', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
