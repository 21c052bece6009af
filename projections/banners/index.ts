import type pg from 'pg';
import type { PoolClient } from 'pg';
import type { Queryable, StoredEvent } from '../../events/index.js';
import { contentEvents, type BannerEvent } from '../../events/content.js';
import { inTransaction } from '../../infra/db.js';
import { defineProjection } from '../engine/projection.js';
import { countChanges, readVersion, versionTableSql } from '../engine/read-model-version.js';

export const bannersProjection = defineProjection({
  name: 'banners',
  handles: contentEvents.map((definition) => definition.type),
  tables: ['banners', 'banners_version'],
  migrations: [
    {
      id: 'projection:banners:1',
      sql: `create table banners (
        id uuid primary key,
        title_en text not null,
        title_ar text not null,
        subtitle_en text,
        subtitle_ar text,
        image_url text not null,
        is_active boolean not null,
        position integer not null,
        created_at timestamptz not null
      );
      create index banners_order on banners (position, created_at, id);
      ${versionTableSql('banners_version')}`,
    },
  ],
  async apply(client, events) {
    for (const event of events) await applyBannerEvent(client, event);
    await countChanges(client, 'banners_version', events.length);
  },
});

async function applyBannerEvent(client: PoolClient, stored: StoredEvent): Promise<void> {
  const event = { type: stored.type, data: stored.data } as BannerEvent;
  switch (event.type) {
    case 'BannerCreated': {
      const data = event.data;
      await client.query(
        `insert into banners (id, title_en, title_ar, subtitle_en, subtitle_ar, image_url, is_active, position, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [data.bannerId, data.titleEn, data.titleAr, data.subtitleEn, data.subtitleAr, data.imageUrl, data.isActive,
          data.position, data.createdAt],
      );
      return;
    }
    case 'BannerRevised': {
      const data = event.data;
      await client.query(
        `update banners set title_en = $2, title_ar = $3, subtitle_en = $4, subtitle_ar = $5, image_url = $6, position = $7
         where id = $1`,
        [data.bannerId, data.titleEn, data.titleAr, data.subtitleEn, data.subtitleAr, data.imageUrl, data.position],
      );
      return;
    }
    case 'BannerActivated':
    case 'BannerDeactivated':
      await client.query('update banners set is_active = $2 where id = $1', [
        event.data.bannerId,
        event.type === 'BannerActivated',
      ]);
      return;
    case 'BannerDeleted':
      await client.query('delete from banners where id = $1', [event.data.bannerId]);
      return;
  }
}

export interface BannerRecord {
  readonly id: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly subtitleEn: string | null;
  readonly subtitleAr: string | null;
  readonly imageUrl: string;
  readonly isActive: boolean;
  readonly position: number;
}

const columns = `id, title_en as "titleEn", title_ar as "titleAr", subtitle_en as "subtitleEn",
  subtitle_ar as "subtitleAr", image_url as "imageUrl", is_active as "isActive", position`;

/** Banners in showing order (position, then the older first). */
export async function listBanners(db: Queryable, options: { activeOnly?: boolean } = {}): Promise<BannerRecord[]> {
  const where = options.activeOnly ? 'where is_active' : '';
  const result = await db.query<BannerRecord>(`select ${columns} from banners ${where} order by position, created_at, id`);
  return result.rows;
}

export async function findBanner(db: Queryable, id: string): Promise<BannerRecord | null> {
  const result = await db.query<BannerRecord>(`select ${columns} from banners where id = $1`, [id]);
  return result.rows[0] ?? null;
}

export const readBannersVersion = (db: Queryable) => readVersion(db, 'banners_version');

/** Active banners with the version they belong to, read in one snapshot (see readCatalogSnapshot). */
export async function readActiveBannersSnapshot(
  pool: pg.Pool,
): Promise<{ version: string; snapshot: readonly BannerRecord[] }> {
  return inTransaction(pool, async (client) => {
    await client.query('set transaction isolation level repeatable read, read only');
    const version = await readBannersVersion(client);
    return { version, snapshot: await listBanners(client, { activeOnly: true }) };
  });
}
