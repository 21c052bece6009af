import type { Queryable } from '../../events/index.js';
import type { ProductStatus } from '../../events/catalog.js';
import { keysetPage, type Page, type PageRequest } from '../../infra/http/paging.js';
import { variantLowBelow } from '../../rules/stock.js';
import { variantColor, variantColour, type CategoryRecord, type ImageRecord, type VariantRecord } from './queries.js';

export const adminProductSorts = ['newest', 'name'] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

export interface AdminProductFilters {
  /** Part of the English or Arabic name, or of the slug. */
  readonly q?: string;
  readonly category?: string;
  readonly status?: ProductStatus;
  /**
   * `out`: some variant is at 0 (a size or colour shoppers cannot buy; a product sold out entirely is one).
   * `low`: some variant has 1 to 4 units left. A product may be both.
   */
  readonly stock?: 'out' | 'low';
  readonly sort: AdminProductSort;
}

/** The sort's name, its value in the row, and the product id: a cursor of one sort is refused by another. */
export type AdminProductKey = readonly [sort: AdminProductSort, value: string, id: string];

/**
 * A row of the back office's products table: what the table shows and the dialogs start from (the edit form reads
 * the whole product on opening), without descriptions and with the first image only, so a page stays small.
 */
export interface AdminProductRow {
  readonly id: string;
  readonly slug: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly categoryId: string;
  readonly status: ProductStatus;
  readonly createdAt: string;
  readonly category: CategoryRecord | null;
  readonly variants: readonly VariantRecord[];
  /** The first image (by position, as the full product lists them), or none. */
  readonly images: readonly ImageRecord[];
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterSql(filters: AdminProductFilters, params: unknown[]): string[] {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (filters.q) {
    const pattern = param(containing(filters.q));
    where.push(`(p.name_en ilike ${pattern} or p.name_ar ilike ${pattern} or p.slug ilike ${pattern})`);
  }
  if (filters.category) where.push(`p.category_id = ${param(filters.category)}`);
  if (filters.status) where.push(`p.status = ${param(filters.status)}`);
  if (filters.stock === 'out') where.push('exists (select 1 from variants v where v.product_id = p.id and v.stock = 0)');
  if (filters.stock === 'low') {
    where.push(`exists (select 1 from variants v where v.product_id = p.id and v.stock between 1 and ${variantLowBelow - 1})`);
  }
  return where;
}

const orderings: Record<AdminProductSort, { value: string; order: string; after: string }> = {
  // Timestamps as text in UTC with microseconds: the cursor compares them back exactly.
  newest: {
    value: `to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    order: 'p.created_at desc, p.id desc',
    after: '(p.created_at, p.id) < ($V::timestamptz, $I::uuid)',
  },
  name: {
    value: 'p.name_en',
    order: 'p.name_en, p.id',
    after: '(p.name_en, p.id) > ($V, $I::uuid)',
  },
};

interface ProductRow {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  categoryId: string;
  status: ProductStatus;
  createdAt: Date;
  sortValue: string;
  category: CategoryRecord | null;
}

/** One page of the back office's products, with the total that matches the filters. */
export async function listAdminProducts(
  db: Queryable,
  filters: AdminProductFilters,
  page: PageRequest<AdminProductKey>,
): Promise<Page<AdminProductRow>> {
  const ordering = orderings[filters.sort];
  const params: unknown[] = [];
  const conditions = filterSql(filters, params);
  const countParams: unknown[] = [];
  const countConditions = filterSql(filters, countParams);
  if (page.after) {
    conditions.push(ordering.after.replace('$V', `$${params.push(page.after[1])}`).replace('$I', `$${params.push(page.after[2])}`));
  }
  const where = (list: readonly string[]) => (list.length > 0 ? `where ${list.join(' and ')}` : '');
  const [rows, count] = await Promise.all([
    db.query<ProductRow>(
      `select p.id, p.slug, p.name_en as "nameEn", p.name_ar as "nameAr", p.category_id as "categoryId", p.status,
         p.created_at as "createdAt", ${ordering.value} as "sortValue",
         case when c.id is null then null
           else json_build_object('id', c.id, 'nameEn', c.name_en, 'nameAr', c.name_ar, 'slug', c.slug) end as category
       from products p left join categories c on c.id = p.category_id
       ${where(conditions)}
       order by ${ordering.order} limit $${params.push(page.limit + 1)}`,
      params,
    ),
    db.query<{ count: number }>(
      `select count(*)::int as count from products p ${where(countConditions)}`,
      countParams,
    ),
  ]);
  const fetched = await withVariantsAndFirstImage(db, rows.rows);
  const found = keysetPage(fetched, page.limit, count.rows[0]?.count ?? 0, (entry) => [filters.sort, entry.sortValue, entry.row.id]);
  return { ...found, rows: found.rows.map((entry) => entry.row) };
}

async function withVariantsAndFirstImage(db: Queryable, rows: readonly ProductRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variants, images] = await Promise.all([
    db.query<VariantRecord & { productId: string }>(
      `select v.id, v.product_id as "productId", v.size, ${variantColor} as color, ${variantColour} as colour,
         v.price::text as price, v.stock
       from variants v left join colours k on k.key = v.color_key
       where v.product_id = any($1::uuid[]) order by v.product_id, v.ordinal`,
      [ids],
    ),
    db.query<ImageRecord & { productId: string }>(
      `select distinct on (product_id) id, product_id as "productId", url, is_primary as "isPrimary", position
       from product_images where product_id = any($1::uuid[])
       order by product_id, position, ordinal`,
      [ids],
    ),
  ]);
  const variantsOf = new Map<string, VariantRecord[]>();
  for (const { productId, ...variant } of variants.rows) {
    const list = variantsOf.get(productId);
    if (list) list.push(variant);
    else variantsOf.set(productId, [variant]);
  }
  const imageOf = new Map(images.rows.map(({ productId, ...image }) => [productId, image]));
  return rows.map(({ createdAt, sortValue, ...row }) => ({
    row: {
      ...row,
      createdAt: createdAt.toISOString(),
      variants: variantsOf.get(row.id) ?? [],
      images: imageOf.has(row.id) ? [imageOf.get(row.id)!] : [],
    } satisfies AdminProductRow,
    sortValue,
  }));
}
