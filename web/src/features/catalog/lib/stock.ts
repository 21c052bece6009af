/** Spec §2/§9: the shopper is warned while fewer than this many pieces are left. */
export const LOW_STOCK_BELOW = 5;

export type StockLevel = { kind: "out" } | { kind: "low"; count: number } | { kind: "in" };

export function stockLevel(stock: number): StockLevel {
  if (stock < 1) return { kind: "out" };
  if (stock < LOW_STOCK_BELOW) return { kind: "low", count: stock };
  return { kind: "in" };
}

export const isAvailable = (variant: { stock: number }) => variant.stock >= 1;

/**
 * The stock a product page speaks of before a size is chosen: every variant's together, so the page says
 * 'Out of Stock' only when nothing at all is left (a sold-out first size must not mark the whole product so).
 */
export const stockBeforeChoice = (variants: readonly { stock: number }[]) =>
  variants.reduce((sum, variant) => sum + Math.max(variant.stock, 0), 0);
