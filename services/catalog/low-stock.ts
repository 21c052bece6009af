import type { Queryable } from '../../events/index.js';
import type { CursorKey, PageRequest } from '../../infra/http/paging.js';
import { variantLowBelow } from '../../rules/stock.js';


export interface LowStockVariant {
  readonly productId: string;
  readonly productNameEn: string;
  readonly productNameAr: string;
  readonly variantId: string;
  readonly size: string | null;
  readonly color: string | null;
  readonly stock: number;
}

/** Where a page of low variants starts: fewest units first, then by product name, then variant. */
export type LowStockKey = readonly [stock: number, nameEn: string, variantId: string];
export const lowStockKeyOf = (row: LowStockVariant): CursorKey => [row.stock, row.productNameEn, row.variantId];

/**
 * The variants below the threshold now, from the catalog read model (which every stock event moves), with the
 * count of all of them: `limit + 1` rows after the cursor, for `keysetPage`.
 */
export async function listLowStock(db: Queryable, page: PageRequest<LowStockKey>): Promise<{ rows: LowStockVariant[]; total: number }> {
  const after = page.after;
  const [rows, total] = await Promise.all([
    db.query<LowStockVariant>(
      `select v.product_id as "productId", p.name_en as "productNameEn", p.name_ar as "productNameAr", v.id as "variantId",
         v.size, v.color, v.stock
       from variants v join products p on p.id = v.product_id
       where v.stock < $1 and ($2::int is null or (v.stock, p.name_en, v.id) > ($2, $3::text, $4::uuid))
       order by v.stock, p.name_en, v.id
       limit $5`,
      [variantLowBelow, after?.[0] ?? null, after?.[1] ?? null, after?.[2] ?? null, page.limit + 1],
    ),
    db.query<{ n: number }>('select count(*)::int as n from variants where stock < $1', [variantLowBelow]),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}
