import type { ProductVariant } from "../types";

/** Spec §9, admin badge: 0 is out of stock, 1 to 9 is low, 10 or more is normal. */
export type StockLevel = "out" | "low" | "normal";

export const LOW_STOCK_BELOW = 10;

export function totalStock(variants: readonly Pick<ProductVariant, "stock">[]): number {
  return variants.reduce((sum, variant) => sum + variant.stock, 0);
}

export function stockLevel(total: number): StockLevel {
  if (total <= 0) return "out";
  if (total < LOW_STOCK_BELOW) return "low";
  return "normal";
}
