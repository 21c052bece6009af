import type { Queryable, StoredEvent } from '../../events/index.js';
import { reviewEvents } from '../../events/reviews.js';
import { isUnstorable } from '../../infra/text.js';
import { runsOf } from '../engine/bulk.js';
import { defineProjection } from '../engine/projection.js';

/** Shoppers' reviews, hidden ones kept (the back office lists them). Products' averages are the catalog's. */
export const reviewsProjection = defineProjection({
  name: 'reviews',
  // Her erasure takes her name off her reviews; their rating and text stay.
  handles: [...reviewEvents.map((definition) => definition.type), 'PersonalDataErased'],
  tables: ['reviews'],
  migrations: [
    {
      id: 'projection:reviews:1',
      sql: `create table reviews (
        id uuid primary key,
        product_id uuid not null,
        user_id uuid not null,
        author_name text not null,
        rating smallint not null check (rating between 1 and 5),
        comment text,
        hidden_at timestamptz,
        created_at timestamptz not null
      );
      create index reviews_of_product on reviews (product_id, created_at desc, id desc);`,
    },
    {
      // Her own reviews, read by her data export.
      id: 'projection:reviews:by-author',
      sql: `create index reviews_by_author on reviews (user_id, created_at desc, id desc);`,
    },
  ],
  async apply(client, events) {
    for (const run of runsOf(events, (event: StoredEvent) => event.type)) {
      const rows = JSON.stringify(run.events.map((event) => event.data));
      if (run.kind === 'PersonalDataErased') {
        await client.query(
          `update reviews r set author_name = '' from json_to_recordset($1::json) as e("userId" uuid) where r.user_id = e."userId"`,
          [rows],
        );
      } else if (run.kind === 'ReviewWritten') {
        await client.query(
          `insert into reviews (id, product_id, user_id, author_name, rating, comment, created_at)
           select "reviewId", "productId", "userId", "authorName", rating, comment, "writtenAt"
           from json_to_recordset($1::json) as r("reviewId" uuid, "productId" uuid, "userId" uuid, "authorName" text,
             rating smallint, comment text, "writtenAt" timestamptz)
           on conflict (id) do nothing`,
          [rows],
        );
      } else {
        await client.query(
          `update reviews r set hidden_at = h."hiddenAt"
           from json_to_recordset($1::json) as h("reviewId" uuid, "hiddenAt" timestamptz) where r.id = h."reviewId"`,
          [rows],
        );
      }
    }
  },
});

export interface ReviewRecord {
  readonly id: string;
  readonly productId: string;
  readonly authorName: string;
  readonly rating: number;
  readonly comment: string | null;
  readonly createdAt: string;
}

export interface AdminReviewRecord extends ReviewRecord {
  readonly userId: string;
  /** When an admin hid it; null while the shop shows it. */
  readonly hiddenAt: string | null;
}

const columns = `id, product_id as "productId", author_name as "authorName", rating, comment,
  to_json(created_at) #>> '{}' as "createdAt"`;
const adminColumns = `${columns}, user_id as "userId", to_json(hidden_at) #>> '{}' as "hiddenAt"`;

type PageOf = { readonly limit: number; readonly after: readonly [string, string] | null };

/** A product's reviews newest first (shown ones, or all for the back office), `limit` after the key (createdAt, id). */
async function listReviews<Row>(
  db: Queryable,
  productId: string,
  page: PageOf,
  options: { readonly withHidden: boolean; readonly columns: string },
): Promise<{ rows: Row[]; total: number }> {
  const shown = options.withHidden ? '' : 'and hidden_at is null';
  const [rows, count] = await Promise.all([
    db.query<Row & object>(
      `select ${options.columns} from reviews
       where product_id = $1 ${shown} and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::uuid))
       order by created_at desc, id desc limit $4`,
      [productId, page.after?.[0] ?? null, page.after?.[1] ?? null, page.limit],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from reviews where product_id = $1 ${shown}`, [productId]),
  ]);
  return { rows: rows.rows, total: count.rows[0]!.n };
}

export const listShownReviews = (db: Queryable, productId: string, page: PageOf) =>
  listReviews<ReviewRecord>(db, productId, page, { withHidden: false, columns });

export const listAllReviews = (db: Queryable, productId: string, page: PageOf) =>
  listReviews<AdminReviewRecord>(db, productId, page, { withHidden: true, columns: adminColumns });

export async function findReview(db: Queryable, reviewId: string): Promise<AdminReviewRecord | null> {
  const result = await db.query<AdminReviewRecord>(`select ${adminColumns} from reviews where id = $1`, [reviewId]);
  return result.rows[0] ?? null;
}

/** Every review she wrote, hidden ones too, newest first (one per product she received at most). */
export async function listReviewsByAuthor(db: Queryable, userId: string): Promise<AdminReviewRecord[]> {
  const result = await db.query<AdminReviewRecord>(
    `select ${adminColumns} from reviews where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
  return result.rows;
}

/** The id of a product the shop shows (active) under this slug, or null: reviews are read and written by slug. */
export async function findShopProductId(db: Queryable, slug: string): Promise<string | null> {
  // A slug PostgreSQL cannot compare (a NUL in the address) names no product: a 404, not a failed query.
  if (isUnstorable(slug)) return null;
  const result = await db.query<{ id: string }>(`select id from products where slug = $1 and status = 'active'`, [slug]);
  return result.rows[0]?.id ?? null;
}

/** The slugs of those of the products the shop shows (active), by product id: what a request for reviews links to. */
export async function listShopProductSlugs(db: Queryable, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const result = await db.query<{ id: string; slug: string }>(
    `select id, slug from products where id = any($1::uuid[]) and status = 'active'`,
    [productIds],
  );
  return new Map(result.rows.map((row) => [row.id, row.slug]));
}
