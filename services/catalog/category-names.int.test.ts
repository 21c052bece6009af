import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore, storeCatalogue } from '../../events/index.js';
import { startTestStore, type TestStore } from '../../tests/support/test-store.js';
import { testVault } from '../../tests/support/database.js';

let store: TestStore;
let admin: string;

beforeAll(async () => {
  store = await startTestStore();
  admin = await store.login();
});
afterAll(() => store.stop());

const create = (nameEn: string, nameAr: string) =>
  store.request('POST', '/api/admin/categories', { cookie: admin, body: { nameEn, nameAr } });
const rename = (id: string, nameEn: string, nameAr: string) =>
  store.request('PATCH', `/api/admin/categories/${id}`, { cookie: admin, body: { nameEn, nameAr } });
const remove = (id: string) => store.request('DELETE', `/api/admin/categories/${id}`, { cookie: admin });

const duplicateEnglish = {
  message: 'A category with this English name already exists',
  code: 'duplicate_category_name',
  errors: { nameEn: ['A category with this English name already exists'] },
};
const duplicateArabic = {
  message: 'A category with this Arabic name already exists',
  code: 'duplicate_category_name',
  errors: { nameAr: ['A category with this Arabic name already exists'] },
};

describe('category names', () => {
  it('refuses a second category with the same English or the same Arabic name (409), writing nothing', async () => {
    expect((await create('Prayer Sets', 'أطقم صلاة')).status).toBe(201);
    const before = await store.eventCount();

    const english = await create('  prayer   SETS ', 'مجموعات الصلاة');
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({ ...duplicateEnglish, params: { language: 'en' } });

    // The same Arabic word written with a tatweel and a bare alef.
    const arabic = await create('Prayer Kits', 'اطقـم صلاة');
    expect(arabic.status).toBe(409);
    expect(arabic.body).toMatchObject({ ...duplicateArabic, params: { language: 'ar' } });

    expect(await store.eventCount()).toBe(before);
    const names = (await store.request('GET', '/api/admin/categories', { cookie: admin })).body.map((c: { nameEn: string }) => c.nameEn);
    expect(names.filter((name: string) => name === 'Prayer Sets')).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous creates of one name through', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) => create('Evening Kaftans', `قفاطين سهرة ${index}`)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.code).toBe('duplicate_category_name');
    const listed = (await store.request('GET', '/api/admin/categories', { cookie: admin })).body;
    expect(listed.filter((category: { nameEn: string }) => category.nameEn === 'Evening Kaftans')).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous renames to one name through', async () => {
    const first = (await create('Wraps A', 'لفافات أ')).body;
    const second = (await create('Wraps B', 'لفافات ب')).body;
    const results = await Promise.all([rename(first.id, 'Wraps', 'لفافات أ'), rename(second.id, 'Wraps', 'لفافات ب')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('refuses a rename to another category’s name; a rename or a deletion lets the old names go', async () => {
    const linen = (await create('Linen Sets', 'أطقم كتان')).body;
    const silk = (await create('Silk Sets', 'أطقم حرير')).body;

    const taken = await rename(silk.id, 'Linen Sets', 'أطقم حرير');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject(duplicateEnglish);
    // Renaming to its own name, in another case, is no conflict.
    expect((await rename(linen.id, 'LINEN sets', 'أطقم كتان')).status).toBe(200);

    expect((await rename(linen.id, 'Cotton Sets', 'أطقم قطن')).status).toBe(200);
    expect((await create('Linen Sets', 'أطقم كتان')).status).toBe(201);

    expect((await remove(silk.id)).status).toBe(204);
    expect((await create('Silk Sets', 'أطقم حرير')).status).toBe(201);
  });

  it('treats a category made before names were claimed as holding its names', async () => {
    // A category as the log held it before this rule: its events and its slug claim, no name claims.
    const events = new EventStore(store.db.pool, storeCatalogue, testVault(store.db.pool));
    const categoryId = randomUUID();
    await events.append(
      [
        {
          streamId: `category-${categoryId}`,
          streamType: 'category',
          expectedVersion: 0,
          events: [
            {
              type: 'CategoryCreated',
              data: { categoryId, slug: 'legacy-capes', nameEn: 'Legacy Capes', nameAr: 'عباءات قديمة', createdAt: new Date().toISOString() },
            },
          ],
        },
        {
          streamId: 'category-slug-legacy-capes',
          streamType: 'category-slug',
          expectedVersion: 0,
          events: [{ type: 'SlugClaimed', data: { scope: 'category', slug: 'legacy-capes', ownerId: categoryId } }],
        },
      ],
      { actor: { id: 'system', role: 'system' }, correlationId: randomUUID() },
    );
    await expect
      .poll(async () => (await store.request('GET', '/api/admin/categories', { cookie: admin })).body.some((c: { id: string }) => c.id === categoryId))
      .toBe(true);

    const again = await create('legacy capes', 'عباءات أخرى');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(duplicateEnglish);
    // Once renamed it holds a claim on its new name and the old one is free.
    expect((await rename(categoryId, 'Old Capes', 'عباءات قديمة')).status).toBe(200);
    expect((await create('Legacy Capes', 'عباءات أخرى')).status).toBe(201);
    expect((await create('Old Capes', 'عباءات ثالثة')).body.code).toBe('duplicate_category_name');
  });
});
