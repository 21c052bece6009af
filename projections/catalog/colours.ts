import type { Queryable } from '../../events/index.js';
import type { ColourAnswer } from './contract.js';
import { filtersSql, variantConditions, type ShopFilters } from './shop-list.js';

/** The managed colours: the opening palette's in its order, then those added, in the order added. */
export async function listColours(db: Queryable): Promise<ColourAnswer[]> {
  const result = await db.query<ColourAnswer>(
    `select key, name_en as "nameEn", name_ar as "nameAr", hex from colours order by ordinal, key`,
  );
  return result.rows;
}

/** A colour the shop's filter offers: a managed one (with its names and swatch), or a free-text one as written. */
export interface ColourFacet {
  /** What the `color` filter takes: the managed colour's key, or the free text. */
  readonly value: string;
  readonly colour: ColourAnswer | null;
  readonly count: number;
}

export interface SizeFacet {
  readonly value: string;
  readonly count: number;
}

export interface ShopFacets {
  readonly colours: readonly ColourFacet[];
  readonly sizes: readonly SizeFacet[];
}

/**
 * The colours and sizes the products of a shop list have, each with how many products of the list have it: the
 * list as the filters narrow it, but for the facet's own choice (the colour counts ignore the chosen colours, so a
 * shopper sees what choosing another would add). A product counts once per value, on a variant that meets the other
 * variant filters too (size, price, stock), as the list itself does. One statement per facet over the list's
 * products and their variants (variants_product, and variants_colour for a chosen colour); the caller keeps them
 * per catalog version (services/catalog/shop-facets.ts).
 */
export async function shopFacets(db: Queryable, filters: ShopFilters): Promise<ShopFacets> {
  const [colours, sizes] = await Promise.all([
    facetRows<{ key: string | null; text: string; nameEn: string | null; nameAr: string | null; hex: string | null; count: number }>(
      db,
      { ...filters, colors: undefined },
      `v.color_key as key, case when v.color_key is null then min(v.color) end as text, k.name_en as "nameEn",
         k.name_ar as "nameAr", k.hex, count(distinct p.id)::int as count`,
      `v.color is not null or v.color_key is not null`,
      `v.color_key, k.name_en, k.name_ar, k.hex, k.ordinal, case when v.color_key is null then lower(btrim(v.color)) end`,
      `k.ordinal nulls last, text`,
    ),
    facetRows<{ text: string; count: number }>(
      db,
      { ...filters, sizes: undefined },
      `min(btrim(v.size)) as text, count(distinct p.id)::int as count, min(v.ordinal) as first`,
      `v.size is not null and btrim(v.size) <> ''`,
      `lower(btrim(v.size))`,
      `first, text`,
    ),
  ]);
  return {
    colours: colours.map((row) => ({
      value: row.key ?? row.text,
      colour: row.key ? { key: row.key, nameEn: row.nameEn!, nameAr: row.nameAr!, hex: row.hex! } : null,
      count: row.count,
    })),
    sizes: sizes.map((row) => ({ value: row.text, count: row.count })),
  };
}

async function facetRows<Row extends object>(
  db: Queryable,
  filters: ShopFilters,
  columns: string,
  present: string,
  groupBy: string,
  orderBy: string,
): Promise<Row[]> {
  const { where, params, param } = filtersSql(filters);
  const onVariant = variantConditions.flatMap((condition) => condition(filters, param));
  const result = await db.query<Row>(
    `select ${columns}
     from products p join variants v on v.product_id = p.id left join colours k on k.key = v.color_key
     where ${[...where, ...onVariant, `(${present})`].join(' and ')}
     group by ${groupBy}
     order by ${orderBy}`,
    params,
  );
  return result.rows;
}
