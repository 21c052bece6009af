import type { ProductVariant } from "../types";


export function totalStock(variants: readonly Pick<ProductVariant, "stock">[]): number {
  return variants.reduce((sum, variant) => sum + variant.stock, 0);
}

// The product badge's line (0 out, 1 to 9 low, 10 or more normal) is the store's rule for a product's total,
// named apart from a variant's low line (rules/stock.ts).
export { productBadgeLevel as stockLevel } from "../../../../../rules/stock.js";
