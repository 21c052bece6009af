import type { StreamFold } from '../../events/index.js';
import type { ProductEvent, ProductStatus } from '../../events/catalog.js';
import { evolveStock, noStock, type StockLevels } from '../../events/stock.js';

/** What an alert needs to know of one variant: how it is named in the mail, and whether it has units. */
export interface VariantForAlerts {
  readonly size: string | null;
  readonly color: string | null;
  readonly stock: number;
}

/** The alerts' own view of a product stream: on sale or not, its names and link, and its variants' stock. */
export type ProductForAlerts =
  | { readonly kind: 'missing' }
  | {
      readonly kind: 'present';
      readonly status: ProductStatus;
      readonly slug: string;
      readonly nameEn: string;
      readonly nameAr: string;
      readonly variants: ReadonlyMap<string, VariantForAlerts>;
    };

const levelsOf = (state: ProductForAlerts): StockLevels =>
  state.kind === 'present' ? new Map([...state.variants].map(([variantId, variant]) => [variantId, variant.stock])) : noStock;

/** The product's stream folded for alerts; its stock through the one stock fold (events/stock.ts), whatever moved it. */
export const productForAlerts: StreamFold<ProductForAlerts> = {
  streamType: 'product',
  initialState: () => ({ kind: 'missing' }),
  evolve(state, stored) {
    const event = stored as ProductEvent;
    const levels = evolveStock(levelsOf(state), event);
    const details = detailsAfter(state, event);
    if (details.kind !== 'present') return details;
    const variants = new Map<string, VariantForAlerts>();
    for (const [variantId, variant] of details.variants) variants.set(variantId, { ...variant, stock: levels.get(variantId) ?? 0 });
    return { ...details, variants };
  },
  // Product streams grow with every sale: a firing reads the snapshot and the events after it.
  snapshot: {
    name: 'product-for-stock-alerts',
    version: 1,
    toJson: (state) => (state.kind === 'present' ? { ...state, variants: [...state.variants] } : state),
    fromJson: (json) => {
      const state = json as ProductForAlerts | (Omit<Extract<ProductForAlerts, { kind: 'present' }>, 'variants'> & { variants: [string, VariantForAlerts][] });
      return state.kind === 'present' ? { ...state, variants: new Map(state.variants) } : state;
    },
  },
};

function detailsAfter(state: ProductForAlerts, event: ProductEvent): ProductForAlerts {
  switch (event.type) {
    case 'ProductCreated':
    case 'ProductRevised': {
      if (event.type === 'ProductRevised' && state.kind !== 'present') return state;
      const slug = event.type === 'ProductCreated' ? event.data.slug : state.kind === 'present' ? state.slug : '';
      const { status, nameEn, nameAr, variants } = event.data;
      return {
        kind: 'present',
        status,
        slug,
        nameEn,
        nameAr,
        variants: new Map(variants.map(({ variantId, size, color }) => [variantId, { size, color, stock: 0 }])),
      };
    }
    case 'ProductDeleted':
      return { kind: 'missing' };
    default:
      return state;
  }
}

/** The variant as the shop sells it now: null when the product is gone or off sale, or has no such variant. */
export function variantOnSale(
  product: ProductForAlerts | undefined,
  variantId: string,
): (VariantForAlerts & { readonly product: Extract<ProductForAlerts, { kind: 'present' }> }) | null {
  if (!product || product.kind !== 'present' || product.status !== 'active') return null;
  const variant = product.variants.get(variantId);
  return variant ? { ...variant, product } : null;
}
