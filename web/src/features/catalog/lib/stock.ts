// A variant's level (out, low below 5, in) is the store's one rule, shared with the server (rules/stock.ts).
export { variantStockLevel as stockLevel } from "../../../../../rules/stock.js";

export const isAvailable = (variant: { stock: number }) => variant.stock >= 1;

/**
 * The stock a product page speaks of before a size is chosen: every variant's together, so the page says
 * 'Out of Stock' only when nothing at all is left (a sold-out first size must not mark the whole product so).
 */
export const stockBeforeChoice = (variants: readonly { stock: number }[]) =>
  variants.reduce((sum, variant) => sum + Math.max(variant.stock, 0), 0);
