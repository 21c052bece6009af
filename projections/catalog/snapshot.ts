import type pg from 'pg';
import type { Queryable } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import { readVersion } from '../engine/read-model-version.js';
import {
  listCategories,
  productColumns,
  productPartsColumns,
  productRecordOf,
  type CategoryRecord,
  type ProductRecord,
  type ProductRow,
  type ProductRowWithParts,
} from './queries.js';

/** Changes whenever the catalog read model does, but for stock figures (ADR 023); the cheap check before a cache. */
export const readCatalogVersion = (db: Queryable) => readVersion(db, 'catalog_version');

/** A category with products on sale, how many, and the cover picture of its newest one (the shop's category cards). */
export interface CategoryShowcase {
  readonly categoryId: string;
  readonly coverUrl: string | null;
  /** Its active products: what the shop's list of the category counts (no sale changes it). */
  readonly total: number;
}

/** The shop's front: its categories, and those with products on sale with a picture, both in creation order. */
export interface ShopFront {
  readonly categories: readonly CategoryRecord[];
  readonly showcases: readonly CategoryShowcase[];
}

/**
 * What the shop shows of the catalog as a whole, and the version it belongs to, read in one snapshot: the same
 * version therefore always means the same data on every instance, which lets it key a cache and a strong ETag.
 * Its size grows with the categories only, and no sale changes it.
 */
export async function readShopFront(pool: pg.Pool): Promise<{ version: string; front: ShopFront }> {
  return inSnapshot(pool, async (client) => {
    const version = await readCatalogVersion(client);
    const categories = await listCategories(client);
    // The newest active product per category (the first active row of products_category_newest), and its cover: the primary
    // picture, else the first by position (services/catalog/first-view.ts's coverImage, in SQL); and the count the
    // shop's list of the category gives, so a card needs no read of its own.
    const showcases = await client.query<CategoryShowcase>(
      `select c.id as "categoryId",
         (select i.url from product_images i where i.product_id = newest.id
          order by i.is_primary desc, i.position, i.ordinal limit 1) as "coverUrl",
         (select count(*)::int from products p where p.category_id = c.id and p.status = 'active') as total
       from categories c
       cross join lateral (select p.id from products p where p.category_id = c.id and p.status = 'active'
                           order by p.created_at desc, p.id limit 1) newest
       order by c.created_at, c.id`,
    );
    return { version, front: { categories, showcases: showcases.rows } };
  });
}

/**
 * What keys one product's cached shop answer: the catalog's version (its category's names are in it) and its own
 * row's (every event of its stream, sales included). Null when the shop does not show it (unknown, inactive, or
 * its category gone).
 */
const shopProductKey = `(select tableoid::text || '.' || changes from catalog_version) || '/' || p.version`;

export async function readShopProductKey(db: Queryable, slug: string): Promise<string | null> {
  const result = await db.query<{ key: string }>(
    `select ${shopProductKey} as key
     from products p
     where p.slug = $1 and p.status = 'active' and exists (select 1 from categories c where c.id = p.category_id)`,
    [slug],
  );
  return result.rows[0]?.key ?? null;
}

/**
 * One product as the shop shows it and its key (readShopProductKey's), in one statement: one round trip and one
 * snapshot. The product comes only when its key is not `kept` (the key of the answer the caller already has), so
 * the same call confirms a kept answer and reads a changed one. Null when the shop does not show the product.
 */
export async function readShopProduct(
  db: Queryable,
  slug: string,
  kept: string | null = null,
): Promise<{ key: string; product: ProductRecord | null } | null> {
  const result = await db.query<{ key: string } & (ProductRowWithParts | { [column in keyof ProductRowWithParts]: null })>(
    `select k.key, r.*
     from products p
     join categories c on c.id = p.category_id
     cross join lateral (select ${shopProductKey} as key) k
     left join lateral (
       select ${productColumns}, ${productPartsColumns}
       where k.key is distinct from $2
     ) r on true
     where p.slug = $1 and p.status = 'active'`,
    [slug, kept],
  );
  const row = result.rows[0];
  if (!row) return null;
  const { key, variants, images, ...product } = row;
  return { key, product: variants && images ? productRecordOf(product as ProductRow, variants, images) : null };
}

function inSnapshot<T>(pool: pg.Pool, read: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, (client) => read(client), 'set transaction isolation level repeatable read, read only');
}
