import type { Queryable } from '../../events/index.js';
import type { ProductStatus } from '../../events/catalog.js';
import type { CategoryAnswer, ImageAnswer, ProductAnswer, VariantAnswer } from './contract.js';

/** The read model's rows are the API's product contract (contract.ts): one shape, written once. */
export type CategoryRecord = CategoryAnswer;
/** A variant; its price is numeric(10,2) as text, e.g. "120.50". */
export type VariantRecord = VariantAnswer;
export type ImageRecord = ImageAnswer;
/** A product in full; its category is null only if it was deleted in a race with a product move. */
export type ProductRecord = ProductAnswer;
/** Shoppers' ratings (hidden reviews left out): the average to one decimal, 0 while there are none. */
export type ProductRating = ProductAnswer['rating'];

const categoryColumns = 'id, name_en as "nameEn", name_ar as "nameAr", slug';

export async function listCategories(db: Queryable): Promise<CategoryRecord[]> {
  const result = await db.query<CategoryRecord>(`select ${categoryColumns} from categories order by created_at, id`);
  return result.rows;
}

/** A category as the back office lists it: with how many products (of any status) are in it. */
export interface AdminCategoryRecord extends CategoryRecord {
  readonly productCount: number;
}

/** The categories with their product counts, for the back office (a category with products cannot be deleted). */
export async function listCategoriesWithCounts(db: Queryable): Promise<AdminCategoryRecord[]> {
  const result = await db.query<AdminCategoryRecord>(
    `select c.id, c.name_en as "nameEn", c.name_ar as "nameAr", c.slug,
       (select count(*)::int from products p where p.category_id = c.id) as "productCount"
     from categories c order by c.created_at, c.id`,
  );
  return result.rows;
}

export async function countProductsInCategory(db: Queryable, categoryId: string): Promise<number> {
  const result = await db.query<{ count: number }>('select count(*) as count from products where category_id = $1', [
    categoryId,
  ]);
  return result.rows[0]?.count ?? 0;
}

/** Every product, newest first; `activeOnly` is the shop's view (active, in an existing category). */
export async function listProducts(db: Queryable, options: { activeOnly?: boolean } = {}): Promise<ProductRecord[]> {
  const where = options.activeOnly ? `where p.status = 'active' and c.id is not null` : '';
  return (await readProducts(db, where, [])).map(({ product }) => product);
}

/** The product each of these variants belongs to (a variant never moves to another product); unknown ones are left out. */
export async function productIdsOfVariants(db: Queryable, variantIds: readonly string[]): Promise<Map<string, string>> {
  const result = await db.query<{ id: string; productId: string }>('select id, product_id as "productId" from variants where id = any($1::uuid[])', [
    variantIds,
  ]);
  return new Map(result.rows.map((row) => [row.id, row.productId]));
}

export async function findProduct(db: Queryable, id: string): Promise<ProductRecord | null> {
  return (await findVersionedProduct(db, id))?.product ?? null;
}

/**
 * A product with the version of its stream that its details show (read in the same row). Its variants are read
 * just after, so their stock is that version's or newer: a version never claims more than the record shows.
 */
export async function findVersionedProduct(db: Queryable, id: string): Promise<VersionedProduct | null> {
  return (await readProducts(db, 'where p.id = $1', [id]))[0] ?? null;
}

/**
 * What no product command changes, as the read model holds it: when the product was created and its shoppers'
 * rating (an edit's answer takes them from here, ADR 049). Null while the read model does not show the product.
 */
export async function findProductOrigin(db: Queryable, id: string): Promise<{ createdAt: string; rating: ProductRating } | null> {
  const result = await db.query<{ createdAt: Date; ratingSum: number; ratingCount: number }>(
    'select created_at as "createdAt", rating_sum as "ratingSum", rating_count as "ratingCount" from products where id = $1',
    [id],
  );
  const row = result.rows[0];
  return row ? { createdAt: row.createdAt.toISOString(), rating: ratingOf(row.ratingSum, row.ratingCount) } : null;
}

/** The average to one decimal (0 while there are none) and the count. */
function ratingOf(sum: number, count: number): ProductRating {
  return { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count };
}

export interface VersionedProduct {
  readonly product: ProductRecord;
  readonly version: number;
}

export interface ProductRow {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  categoryId: string;
  status: ProductStatus;
  createdAt: Date;
  categoryNameEn: string | null;
  categoryNameAr: string | null;
  categorySlug: string | null;
  version: number;
  ratingSum: number;
  ratingCount: number;
}

/** A ProductRow's columns, from `products p left join categories c` (or an inner join). */
export const productColumns = `p.id, p.slug, p.name_en as "nameEn", p.name_ar as "nameAr", p.description_en as "descriptionEn",
       p.description_ar as "descriptionAr", p.category_id as "categoryId", p.status, p.created_at as "createdAt",
       c.name_en as "categoryNameEn", c.name_ar as "categoryNameAr", c.slug as "categorySlug", p.version,
       p.rating_sum as "ratingSum", p.rating_count as "ratingCount"`;

/**
 * A variant's colour, from `variants v left join colours k on k.key = v.color_key`: `color` is the managed colour's
 * English name as it is now (the text stored with the variant for a free-text colour), `colour` the managed colour in
 * both languages with its swatch, or null.
 */
export const variantColor = 'coalesce(k.name_en, v.color)';
export const variantColour = `case when k.key is null then null
           else json_build_object('key', k.key, 'nameEn', k.name_en, 'nameAr', k.name_ar, 'hex', k.hex) end`;

/**
 * A product's variants and images as JSON arrays in their order (the `variants` and `images` of ProductRecord), for
 * reads that bring a product's rows in one statement; `p` is the product's row.
 */
export const productPartsColumns = `(select coalesce(json_agg(json_build_object('id', v.id, 'size', v.size, 'color', ${variantColor},
           'colour', ${variantColour}, 'price', v.price::text, 'stock', v.stock) order by v.ordinal), '[]')
         from variants v left join colours k on k.key = v.color_key where v.product_id = p.id) as variants,
       (select coalesce(json_agg(json_build_object('id', i.id, 'url', i.url, 'isPrimary', i.is_primary,
           'position', i.position) order by i.position, i.ordinal), '[]')
         from product_images i where i.product_id = p.id) as images`;

/** A row of productColumns and productPartsColumns. */
export type ProductRowWithParts = ProductRow & { variants: VariantRecord[]; images: ImageRecord[] };

async function readProducts(db: Queryable, where: string, params: unknown[]): Promise<VersionedProduct[]> {
  const products = await db.query<ProductRow>(
    `select ${productColumns}
     from products p left join categories c on c.id = p.category_id
     ${where}
     order by p.created_at desc, p.id`,
    params,
  );
  if (products.rows.length === 0) return [];
  const ids = products.rows.map((row) => row.id);
  const [variants, images] = await Promise.all([
    db.query<VariantRecord & { productId: string }>(
      `select v.id, v.product_id as "productId", v.size, ${variantColor} as color, ${variantColour} as colour,
         v.price::text as price, v.stock
       from variants v left join colours k on k.key = v.color_key
       where v.product_id = any($1::uuid[]) order by v.product_id, v.ordinal`,
      [ids],
    ),
    db.query<ImageRecord & { productId: string }>(
      `select id, product_id as "productId", url, is_primary as "isPrimary", position
       from product_images where product_id = any($1::uuid[]) order by product_id, position, ordinal`,
      [ids],
    ),
  ]);
  const variantsOf = groupBy(variants.rows, ({ productId, ...variant }) => [productId, variant]);
  const imagesOf = groupBy(images.rows, ({ productId, ...image }) => [productId, image]);
  return products.rows.map((row) => ({
    version: row.version,
    product: productRecordOf(row, variantsOf.get(row.id) ?? [], imagesOf.get(row.id) ?? []),
  }));
}

/** A product as every reader gets it, from its row and its variants and images (each in their order). */
export function productRecordOf(row: ProductRow, variants: VariantRecord[], images: ImageRecord[]): ProductRecord {
  return {
    id: row.id,
    slug: row.slug,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    categoryId: row.categoryId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    category:
      row.categorySlug === null
        ? null
        : { id: row.categoryId, nameEn: row.categoryNameEn!, nameAr: row.categoryNameAr!, slug: row.categorySlug },
    variants,
    images,
    rating: ratingOf(row.ratingSum, row.ratingCount),
  };
}

function groupBy<Row, Value>(rows: readonly Row[], split: (row: Row) => [string, Value]): Map<string, Value[]> {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const [key, value] = split(row);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}
