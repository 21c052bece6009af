import type { Queryable, StoredEvent } from '../../events/index.js';
import { pageKeys, type PageEvent, type PageKey } from '../../events/content.js';
import { lastBy } from '../engine/bulk.js';
import { defineProjection } from '../engine/projection.js';

type PageData = Extract<PageEvent, { type: 'PageWritten' }>['data'];

/** The text pages (About, Contact…), one row per page that has been written. */
export const pagesProjection = defineProjection({
  name: 'pages',
  handles: ['PageWritten'],
  tables: ['pages'],
  migrations: [
    {
      id: 'projection:pages:1',
      sql: `create table pages (
        key text primary key,
        title_en text not null,
        title_ar text not null,
        body_en text not null,
        body_ar text not null,
        updated_at timestamptz not null
      );`,
    },
  ],
  async apply(client, events) {
    // A page is written whole: per page, the batch's last version is the result.
    const pages = lastBy(
      events.map((stored) => (stored as StoredEvent<PageData>).data),
      (page) => page.key,
    );
    await client.query(
      `insert into pages (key, title_en, title_ar, body_en, body_ar, updated_at)
       select key, "titleEn", "titleAr", "bodyEn", "bodyAr", "writtenAt"
       from json_to_recordset($1::json) as p(key text, "titleEn" text, "titleAr" text, "bodyEn" text, "bodyAr" text,
         "writtenAt" timestamptz)
       on conflict (key) do update set title_en = excluded.title_en, title_ar = excluded.title_ar,
         body_en = excluded.body_en, body_ar = excluded.body_ar, updated_at = excluded.updated_at`,
      [JSON.stringify(pages)],
    );
  },
});

export interface PageRecord {
  readonly key: PageKey;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly bodyEn: string;
  readonly bodyAr: string;
  /** Null for a page nobody has written yet (its texts are then empty). */
  readonly updatedAt: string | null;
}

const columns = `key, title_en as "titleEn", title_ar as "titleAr", body_en as "bodyEn", body_ar as "bodyAr",
  to_json(updated_at) #>> '{}' as "updatedAt"`;

const unwritten = (key: PageKey): PageRecord => ({ key, titleEn: '', titleAr: '', bodyEn: '', bodyAr: '', updatedAt: null });

export async function findPage(db: Queryable, key: PageKey): Promise<PageRecord> {
  const result = await db.query<PageRecord>(`select ${columns} from pages where key = $1`, [key]);
  return result.rows[0] ?? unwritten(key);
}

/** Every page, in the footer's order, written or not. */
export async function listPages(db: Queryable): Promise<PageRecord[]> {
  const result = await db.query<PageRecord>(`select ${columns} from pages`);
  const written = new Map(result.rows.map((page) => [page.key, page]));
  return pageKeys.map((key) => written.get(key) ?? unwritten(key));
}
