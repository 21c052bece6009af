import type pg from 'pg';
import type { PoolClient } from 'pg';
import type { Queryable, StoredEvent } from '../../events/index.js';
import { bannerEvents, type BannerEvent } from '../../events/content.js';
import { inTransaction } from '../../infra/db.js';
import { lastBy, runsOf, type Run } from '../engine/bulk.js';
import { defineProjection } from '../engine/projection.js';
import { countChanges, readVersion, versionTableSql } from '../engine/read-model-version.js';

export const bannersProjection = defineProjection({
  name: 'banners',
  handles: bannerEvents.map((definition) => definition.type),
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
    for (const run of runsOf(events, kindOf)) await applyBannerRun(client, run);
    await countChanges(client, 'banners_version', events.length);
  },
});

type DataOf<Type extends BannerEvent['type']> = Extract<BannerEvent, { type: Type }>['data'];

/** Showing and hiding both set is_active: one kind, whose last event per banner wins. */
const kindOf = (event: StoredEvent) =>
  event.type === 'BannerActivated' || event.type === 'BannerDeactivated' ? 'activation' : event.type;

/** One statement per run of same-kind events (see runsOf); revisions and activations set fields outright. */
async function applyBannerRun(client: PoolClient, run: Run): Promise<void> {
  switch (run.kind) {
    case 'BannerCreated':
      await client.query(
        `insert into banners (id, title_en, title_ar, subtitle_en, subtitle_ar, image_url, is_active, position, created_at)
         select "bannerId", "titleEn", "titleAr", "subtitleEn", "subtitleAr", "imageUrl", "isActive", position, "createdAt"
         from json_to_recordset($1::json) as b("bannerId" uuid, "titleEn" text, "titleAr" text, "subtitleEn" text,
           "subtitleAr" text, "imageUrl" text, "isActive" boolean, position int, "createdAt" timestamptz)`,
        [JSON.stringify(run.events.map((event) => event.data as DataOf<'BannerCreated'>))],
      );
      return;
    case 'BannerRevised': {
      const revisions = lastBy(
        run.events.map((event) => event.data as DataOf<'BannerRevised'>),
        (revision) => revision.bannerId,
      );
      await client.query(
        `update banners b set title_en = r."titleEn", title_ar = r."titleAr", subtitle_en = r."subtitleEn",
           subtitle_ar = r."subtitleAr", image_url = r."imageUrl", position = r.position
         from json_to_recordset($1::json) as r("bannerId" uuid, "titleEn" text, "titleAr" text, "subtitleEn" text,
           "subtitleAr" text, "imageUrl" text, position int)
         where b.id = r."bannerId"`,
        [JSON.stringify(revisions)],
      );
      return;
    }
    case 'activation': {
      const switches = lastBy(
        run.events.map((event) => ({
          bannerId: (event.data as DataOf<'BannerActivated'>).bannerId,
          active: event.type === 'BannerActivated',
        })),
        (change) => change.bannerId,
      );
      await client.query(
        `update banners b set is_active = s.active
         from json_to_recordset($1::json) as s("bannerId" uuid, active boolean) where b.id = s."bannerId"`,
        [JSON.stringify(switches)],
      );
      return;
    }
    case 'BannerDeleted':
      await client.query('delete from banners where id = any($1::uuid[])', [
        run.events.map((event) => (event.data as DataOf<'BannerDeleted'>).bannerId),
      ]);
      return;
    default:
      throw new Error(`banners projection cannot apply ${run.kind}`);
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
