import type { Queryable } from '../../events/index.js';
import { productColumns, productPartsColumns, productRecordOf, type ProductRecord, type ProductRowWithParts } from './queries.js';

/**
 * The shop's product list, one page at a time in a keyset order (infra/http/paging.ts): only active products of an
 * existing category, narrowed by filters. Each filter and each sort is one entry below, so a new one (a rating, say)
 * is a line in each table, not a new query.
 */

export const shopSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof shopSorts)[number];

export interface ShopFilters {
  readonly category?: string;
  /** Search words, each already escaped for LIKE (search.ts); all must appear. */
  readonly words?: readonly string[];
  /** Any of these sizes / colours (compared without case), on one variant with the price and stock filters. */
  readonly sizes?: readonly string[];
  readonly colors?: readonly string[];
  /** Amounts as strings ("120.50"), bounds included. */
  readonly minPrice?: string;
  readonly maxPrice?: string;
  readonly inStock?: boolean;
}

/** A position in a sort: the sort's name (a cursor of another sort is refused), its value, the product's id. */
export type ShopListKey = readonly [sort: ShopSort, value: string, id: string];

type Param = (value: unknown) => string;

/** Conditions on the product row. */
const productConditions: ReadonlyArray<(filters: ShopFilters, param: Param) => string[]> = [
  ({ category }, param) => (category ? [`p.category_id = ${param(category)}::uuid`] : []),
  // Each word through the same normalisation as the stored text, and the trigram index behind the LIKE.
  ({ words = [] }, param) => words.map((word) => `p.search_text like '%' || public.catalog_search_text(${param(word)}) || '%'`),
];

/** Conditions one variant must meet together: "size M in black, in stock, within the price range". */
const variantConditions: ReadonlyArray<(filters: ShopFilters, param: Param) => string[]> = [
  ({ sizes }, param) => (sizes?.length ? [`lower(v.size) = any(${param(sizes.map((size) => size.toLowerCase()))}::text[])`] : []),
  ({ colors }, param) => (colors?.length ? [`lower(v.color) = any(${param(colors.map((color) => color.toLowerCase()))}::text[])`] : []),
  ({ minPrice }, param) => (minPrice ? [`v.price >= ${param(minPrice)}::numeric`] : []),
  ({ maxPrice }, param) => (maxPrice ? [`v.price <= ${param(maxPrice)}::numeric`] : []),
  ({ inStock }) => (inStock ? ['v.stock > 0'] : []),
];

interface SortDefinition {
  /** The row's sort value, as text for the cursor. */
  readonly value: string;
  readonly order: string;
  /** Rows after the cursor's, in this order. */
  after(value: string, id: string): string;
}

/** Each sort ends with the id, so no two rows tie; each has an index in its order (products_newest, products_price). */
const sortDefinitions: Readonly<Record<ShopSort, SortDefinition>> = {
  newest: {
    value: `to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    order: 'p.created_at desc, p.id',
    after: (value, id) => `(p.created_at < ${value}::timestamptz or (p.created_at = ${value}::timestamptz and p.id > ${id}::uuid))`,
  },
  'price-asc': {
    value: 'p.price_from::text',
    order: 'p.price_from, p.id',
    after: (value, id) => `(p.price_from, p.id) > (${value}::numeric, ${id}::uuid)`,
  },
  'price-desc': {
    value: 'p.price_from::text',
    order: 'p.price_from desc, p.id desc',
    after: (value, id) => `(p.price_from, p.id) < (${value}::numeric, ${id}::uuid)`,
  },
};

export interface ShopListRequest {
  readonly filters: ShopFilters;
  readonly sort: ShopSort;
  /** Rows to read: the page's limit + 1 (the extra one only says that another page follows). */
  readonly fetch: number;
  readonly after: ShopListKey | null;
  /**
   * The count of every match when the caller knows it already (shop-list.ts keeps it per catalog version), or will
   * once its own lookup ends: the page is read meanwhile, and counted only when it turns out unknown.
   */
  readonly total?: number | Promise<number | undefined>;
}

export interface ShopListRows {
  readonly rows: readonly { readonly product: ProductRecord; readonly key: ShopListKey }[];
  readonly total: number;
}

/** One page of the shop's list and the count of every product the filters match. */
export async function listShopProducts(db: Queryable, request: ShopListRequest): Promise<ShopListRows> {
  const params: unknown[] = [];
  const param: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.status = 'active'`, 'exists (select 1 from categories c where c.id = p.category_id)'];
  for (const condition of productConditions) where.push(...condition(request.filters, param));
  const onVariant = variantConditions.flatMap((condition) => condition(request.filters, param));
  if (onVariant.length > 0) where.push(`exists (select 1 from variants v where v.product_id = p.id and ${onVariant.join(' and ')})`);
  const filtered = where.join(' and ');
  const filterParams = [...params];

  const sort = sortDefinitions[request.sort];
  const pageConditions = [...where];
  if (request.after) pageConditions.push(sort.after(param(request.after[1]), param(request.after[2])));
  // The page's products with their variants and images in one statement (one round trip however long the page),
  // and the count beside it once the caller's is known to be missing.
  const [page, total] = await Promise.all([
    db.query<ProductRowWithParts & { sortValue: string }>(
      `with page as (
         select p.id, ${sort.value} as value from products p where ${pageConditions.join(' and ')} order by ${sort.order}
         limit ${param(request.fetch)})
       select page.value as "sortValue", ${productColumns}, ${productPartsColumns}
       from page join products p on p.id = page.id left join categories c on c.id = p.category_id
       order by ${sort.order}`,
      params,
    ),
    Promise.resolve(request.total).then(
      async (known) =>
        known ??
        (await db.query<{ total: number }>(`select count(*)::int as total from products p where ${filtered}`, filterParams)).rows[0]!.total,
    ),
  ]);
  return {
    rows: page.rows.map(({ sortValue, variants, images, ...row }) => ({
      product: productRecordOf(row, variants, images),
      key: [request.sort, sortValue, row.id] as const,
    })),
    total,
  };
}
