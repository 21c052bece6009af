import type { Queryable } from '../../events/index.js';

/** One of her waiting alerts, with the variant and its product as the catalog shows them now. */
export interface StockAlertRecord {
  readonly variantId: string;
  readonly productId: string;
  readonly productNameEn: string;
  readonly productNameAr: string;
  readonly slug: string;
  readonly size: string | null;
  readonly color: string | null;
  /** When she asked. */
  readonly since: string;
}

/**
 * Her waiting alerts, newest first, `limit` after the key (since, variantId), optionally of one product; and how many
 * there are. Only variants the catalog still has: an alert on a size the shop no longer sells leads nowhere.
 */
export async function listStockAlerts(
  db: Queryable,
  userId: string,
  page: { readonly limit: number; readonly after: readonly [string, string] | null; readonly productId?: string },
): Promise<{ rows: StockAlertRecord[]; total: number }> {
  const productId = page.productId ?? null;
  const [rows, count] = await Promise.all([
    db.query<StockAlertRecord>(
      `select a.variant_id as "variantId", a.product_id as "productId", p.name_en as "productNameEn",
         p.name_ar as "productNameAr", p.slug, v.size, v.color, to_json(a.since) #>> '{}' as since
       from stock_alerts a
         join variants v on v.id = a.variant_id
         join products p on p.id = v.product_id
       where a.user_id = $1 and ($2::uuid is null or a.product_id = $2)
         and ($3::timestamptz is null or (a.since, a.variant_id) < ($3::timestamptz, $4::uuid))
       order by a.since desc, a.variant_id desc limit $5`,
      [userId, productId, page.after?.[0] ?? null, page.after?.[1] ?? null, page.limit],
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from stock_alerts a join variants v on v.id = a.variant_id
       where a.user_id = $1 and ($2::uuid is null or a.product_id = $2)`,
      [userId, productId],
    ),
  ]);
  return { rows: rows.rows, total: count.rows[0]!.n };
}

/** How many shoppers wait for each of a product's variants that anyone waits for. */
export async function countWaitingByVariant(db: Queryable, productId: string): Promise<{ variantId: string; waiting: number }[]> {
  const result = await db.query<{ variantId: string; waiting: number }>(
    `select variant_id as "variantId", count(*)::int as waiting from stock_alerts
     where product_id = $1 group by variant_id order by variant_id`,
    [productId],
  );
  return result.rows;
}

/** The product a variant belongs to, as the catalog read model knows it; null for a variant it does not have. */
export async function productOfVariant(db: Queryable, variantId: string): Promise<string | null> {
  const result = await db.query<{ productId: string }>('select product_id as "productId" from variants where id = $1', [variantId]);
  return result.rows[0]?.productId ?? null;
}

/** One of her waiting alerts as her data export holds it: also one on a variant or product the catalog no longer has. */
export interface HeldStockAlertRecord {
  readonly variantId: string;
  readonly productId: string;
  readonly productNameEn: string | null;
  readonly productNameAr: string | null;
  readonly slug: string | null;
  readonly size: string | null;
  readonly color: string | null;
  /** The language her mail is to be written in. */
  readonly locale: string;
  readonly since: string;
}

/** Every alert she has waiting, newest first (a shopper waits for few: one row per variant at most). */
export async function listHeldStockAlerts(db: Queryable, userId: string): Promise<HeldStockAlertRecord[]> {
  const result = await db.query<HeldStockAlertRecord>(
    `select a.variant_id as "variantId", a.product_id as "productId", p.name_en as "productNameEn",
       p.name_ar as "productNameAr", p.slug, v.size, v.color, a.locale, to_json(a.since) #>> '{}' as since
     from stock_alerts a
       left join variants v on v.id = a.variant_id
       left join products p on p.id = a.product_id
     where a.user_id = $1
     order by a.since desc, a.variant_id desc`,
    [userId],
  );
  return result.rows;
}
