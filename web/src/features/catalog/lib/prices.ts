import type { Variant } from "../types";

export interface PriceRange {
  lowest: string;
  /** Whether some variant costs more, so a card says "From …" rather than promising one price for all. */
  varies: boolean;
}

export function priceRange(variants: readonly Variant[]): PriceRange | null {
  if (variants.length === 0) return null;
  // Two-decimal strings compare exactly as numbers; only the order matters here, the string is what is shown.
  const sorted = [...variants].sort((a, b) => Number(a.price) - Number(b.price));
  const lowest = sorted[0]!.price;
  return { lowest, varies: sorted.some((variant) => Number(variant.price) !== Number(lowest)) };
}
