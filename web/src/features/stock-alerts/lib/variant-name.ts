/** A variant as a shopper names it: its size and colour, or `oneSize` for a product sold in one size and colour. */
export function variantName(variant: { size: string | null; color: string | null }, oneSize: string): string {
  return [variant.size, variant.color].filter(Boolean).join(" · ") || oneSize;
}
