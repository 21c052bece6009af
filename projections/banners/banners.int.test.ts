import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, type NewEvent } from '../../events/index.js';
import { createLogger } from '../../infra/logger.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { rebuildProjection } from '../engine/rebuild.js';
import { ProjectionRunner } from '../engine/runner.js';
import { bannersProjection, findBanner, listBanners, readActiveBannersSnapshot, readBannersVersion } from './index.js';

let db: TestDatabase;
let runner: ProjectionRunner;

beforeAll(async () => {
  db = await createTestDatabase();
  runner = new ProjectionRunner(db.pool, db.store, [bannersProjection], db.url, { logger: createLogger('error') });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await db.drop();
});

async function given(bannerId: string, events: NewEvent[]) {
  const streamId = `banner-${bannerId}`;
  const append = await db.store.append(
    [{ streamId, streamType: 'banner', expectedVersion: await db.store.streamVersion(streamId), events }],
    { actor: systemActor, correlationId: 'test' },
  );
  expect(await runner.waitFor(append.position, append.eventTypes)).toBe(true);
}

const created = (bannerId: string, position: number, isActive = true, createdAt = new Date().toISOString()) => ({
  type: 'BannerCreated',
  data: {
    bannerId,
    titleEn: `Banner ${position}`,
    titleAr: `لافتة ${position}`,
    subtitleEn: null,
    subtitleAr: 'عنوان فرعي',
    imageUrl: 'https://example.com/banner.jpg',
    isActive,
    position,
    createdAt,
  },
});

describe('banners read model', () => {
  it('lists banners by position, the shop seeing only active ones', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await given(a, [created(a, 2)]);
    await given(b, [created(b, 0)]);
    await given(c, [created(c, 1, false)]);
    expect((await listBanners(db.pool)).map((banner) => banner.id)).toEqual([b, c, a]);
    expect((await listBanners(db.pool, { activeOnly: true })).map((banner) => banner.id)).toEqual([b, a]);
    expect(await findBanner(db.pool, b)).toEqual({
      id: b,
      titleEn: 'Banner 0',
      titleAr: 'لافتة 0',
      subtitleEn: null,
      subtitleAr: 'عنوان فرعي',
      imageUrl: 'https://example.com/banner.jpg',
      isActive: true,
      position: 0,
    });
  });

  it('applies revisions, switches and deletions, moving the version each time', async () => {
    const id = randomUUID();
    await given(id, [created(id, 5)]);
    const v1 = await readBannersVersion(db.pool);
    await given(id, [
      {
        type: 'BannerRevised',
        data: { bannerId: id, titleEn: 'Eid', titleAr: 'العيد', subtitleEn: 'Sale', subtitleAr: null, imageUrl: 'https://example.com/eid.jpg', position: 3 },
      },
      { type: 'BannerDeactivated', data: { bannerId: id } },
    ]);
    const v2 = await readBannersVersion(db.pool);
    expect(v2).not.toBe(v1);
    expect(await findBanner(db.pool, id)).toMatchObject({ titleEn: 'Eid', subtitleEn: 'Sale', subtitleAr: null, position: 3, isActive: false });
    expect((await readActiveBannersSnapshot(db.pool)).snapshot.map((banner) => banner.id)).not.toContain(id);
    await given(id, [{ type: 'BannerActivated', data: { bannerId: id } }]);
    expect((await findBanner(db.pool, id))?.isActive).toBe(true);
    await given(id, [{ type: 'BannerDeleted', data: { bannerId: id, deletedAt: new Date().toISOString() } }]);
    expect(await findBanner(db.pool, id)).toBeNull();
  });

  it('rebuilds from the log into tables equal to the live ones', async () => {
    const result = await rebuildProjection(db.pool, db.store, bannersProjection, { batchSize: 2 });
    expect(result.differences).toEqual({ banners: 0, banners_version: 0 });
    expect(result.matches).toBe(true);
  });
});
