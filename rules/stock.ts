/**
 * Stock levels, one meaning each, for the server and the web alike.
 *
 * A **variant** is low while it has 1 to 4 units (fewer than 5) and out at 0. This is the line the shopper's
 * product page draws ("Only N left in stock!", spec §2), the line at which the admins are notified, the back office's
 * low-stock list and its `stock=low` filter.
 *
 * A **product's badge** in the back office's product list reads its total over all variants against its own line:
 * 0 out, 1 to 9 low, 10 or more normal (spec §5). It answers a different question ("how much of this product is
 * there?") and is named apart so that it is never taken for the variant's line.
 */
export const variantLowBelow = 5;

export type VariantStockLevel = { readonly kind: 'out' } | { readonly kind: 'low'; readonly count: number } | { readonly kind: 'in' };

export function variantStockLevel(stock: number): VariantStockLevel {
  if (stock < 1) return { kind: 'out' };
  if (stock < variantLowBelow) return { kind: 'low', count: stock };
  return { kind: 'in' };
}

/** A reservation that leaves the variant with `remaining` took it across the low line (or out) just now. */
export const crossedLowLine = (remaining: number, before: number) => remaining < variantLowBelow && before >= variantLowBelow;

export const productBadgeLowBelow = 10;
export type ProductBadgeLevel = 'out' | 'low' | 'normal';

export function productBadgeLevel(totalStock: number): ProductBadgeLevel {
  if (totalStock <= 0) return 'out';
  if (totalStock < productBadgeLowBelow) return 'low';
  return 'normal';
}
