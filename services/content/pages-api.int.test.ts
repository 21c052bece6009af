import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';

let store: TestStore;
let admin: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
});
afterAll(() => store.stop());

const about = { titleEn: 'About Sakina', titleAr: 'عن سكينة', bodyEn: 'We sew.\n\nIn Dubai.', bodyAr: 'نخيط.\n\nفي دبي.' };
const write = (key: string, body: unknown, cookie = admin) => store.request('PUT', `/api/admin/pages/${key}`, { cookie, body });

describe('pages API', () => {
  it('lists the six footer pages for the admin, empty until written, and reads an unwritten one as empty', async () => {
    const listed = await store.request('GET', '/api/admin/pages', { cookie: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.map((page: { key: string }) => page.key)).toEqual(['about', 'contact', 'shipping', 'returns', 'privacy', 'terms']);
    expect((await store.request('GET', '/api/pages/terms')).body).toEqual({
      key: 'terms',
      titleEn: '',
      titleAr: '',
      bodyEn: '',
      bodyAr: '',
      updatedAt: null,
    });
  });

  it('lets an admin write a page, which shoppers then read, recorded as an event with the admin as actor', async () => {
    const saved = await write('about', { ...about, titleEn: '  About Sakina ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'about', ...about, updatedAt: expect.any(String) });
    expect((await store.request('GET', '/api/pages/about')).body).toMatchObject(about);
    const events = await store.db.pool.query(`select type, data, metadata from events where stream_id = 'page-about'`);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].type).toBe('PageWritten');
    expect(events.rows[0].metadata.actor.role).toBe('admin');

    const before = await store.eventCount();
    expect((await write('about', about)).status).toBe(200);
    expect(await store.eventCount()).toBe(before);
  });

  it('refuses visitors (401), customers (403), unknown pages (404) and missing texts (400), writing nothing', async () => {
    const customer = await store.customer();
    const before = await store.eventCount();
    expect((await store.request('GET', '/api/admin/pages')).status).toBe(401);
    expect((await write('about', about, '')).status).toBe(401);
    expect((await write('about', about, customer)).status).toBe(403);
    expect((await write('careers', about)).status).toBe(404);
    expect((await store.request('GET', '/api/pages/careers')).status).toBe(404);
    const missing = await write('contact', { ...about, bodyAr: '   ' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Arabic text is required', errors: { bodyAr: ['Arabic text is required'] } });
    expect((await write('contact', { ...about, bodyEn: 'x'.repeat(3_001) })).status).toBe(400);
    expect(await store.eventCount()).toBe(before);
  });
});
