import type { ProductForOrder, VariantForOrder } from './product-stock.decider.js';

/** One line of an order or a cart: a variant of a product and how many of it. */
export interface OrderLine {
  readonly productId: string;
  readonly variantId: string;
  readonly quantity: number;
}

type PresentProduct = Extract<ProductForOrder, { kind: 'present' }>;

/**
 * What the store says to one line, by the rules an order is placed by: the product gone (deleted, or never
 * existed), no longer on sale, the variant gone, too few in stock, or fine. Placing an order refuses the first
 * line that is not fine; a cart's quote shows each line's answer.
 */
export type LineCheck =
  | { readonly kind: 'missing' }
  | { readonly kind: 'inactive'; readonly product: PresentProduct }
  | { readonly kind: 'variant_missing'; readonly product: PresentProduct }
  | { readonly kind: 'short'; readonly product: PresentProduct; readonly variant: VariantForOrder }
  | { readonly kind: 'ok'; readonly product: PresentProduct; readonly variant: VariantForOrder };

export function checkLine(product: ProductForOrder | undefined, line: OrderLine): LineCheck {
  if (!product || product.kind === 'missing') return { kind: 'missing' };
  if (product.status !== 'active') return { kind: 'inactive', product };
  const variant = product.variants.get(line.variantId);
  if (!variant) return { kind: 'variant_missing', product };
  if (variant.stock < line.quantity) return { kind: 'short', product, variant };
  return { kind: 'ok', product, variant };
}

/** Two lines of one variant are one line: stock and limits are checked against their sum. First mention first. */
export function mergeLines(items: readonly OrderLine[]): OrderLine[] {
  const merged = new Map<string, { productId: string; variantId: string; quantity: number }>();
  for (const item of items) {
    const key = `${item.productId}:${item.variantId}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += item.quantity;
    else merged.set(key, { productId: item.productId, variantId: item.variantId, quantity: item.quantity });
  }
  return [...merged.values()];
}
