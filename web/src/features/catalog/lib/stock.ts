/** Spec §2/§9: the shopper is warned while fewer than this many pieces are left. */
export const LOW_STOCK_BELOW = 5;

export type StockLevel = { kind: "out" } | { kind: "low"; count: number } | { kind: "in" };

export function stockLevel(stock: number): StockLevel {
  if (stock < 1) return { kind: "out" };
  if (stock < LOW_STOCK_BELOW) return { kind: "low", count: stock };
  return { kind: "in" };
}

export const isAvailable = (variant: { stock: number }) => variant.stock >= 1;
