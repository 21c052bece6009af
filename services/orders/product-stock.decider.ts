import type { StoredEvent } from '../../events/index.js';
import type { ProductEvent, ProductStatus } from '../../events/catalog.js';
import { evolveStock, noStock, type StockLevels } from '../../events/stock.js';
import { settingDefaults, type SettingsEvent } from '../../events/settings.js';

/** What an order needs to know of one variant. */
export interface VariantForOrder {
  readonly size: string | null;
  readonly color: string | null;
  readonly price: string;
  readonly stock: number;
}

/** The orders module's own view of a product stream: enough to price an order and check its stock. */
export type ProductForOrder =
  | { readonly kind: 'missing' }
  | {
      readonly kind: 'present';
      readonly status: ProductStatus;
      readonly nameEn: string;
      readonly nameAr: string;
      /** Where the product's page is, and its cover picture: what a cart's quote shows beside each line. */
      readonly slug: string;
      readonly image: string | null;
      readonly variants: ReadonlyMap<string, VariantForOrder>;
    };

/** The orders module's view of the COD fee's setting stream: the fee an order adds. */
export type CodFeeForOrder = { readonly value: string };

export const codFeeForOrder = {
  streamType: 'setting',
  // What the fee reads as before an admin ever set it (as the settings read model answers).
  initialState: (): CodFeeForOrder => ({ value: settingDefaults.codFee }),
  evolve(state: CodFeeForOrder, stored: Pick<StoredEvent, 'type' | 'data'>): CodFeeForOrder {
    const event = stored as SettingsEvent;
    return event.type === 'SettingChanged' && event.data.key === 'codFee' ? { value: event.data.value } : state;
  },
};

export const productForOrder = {
  streamType: 'product',
  initialState: (): ProductForOrder => ({ kind: 'missing' }),
  evolve(state: ProductForOrder, stored: Pick<StoredEvent, 'type' | 'data'>): ProductForOrder {
    const event = stored as ProductEvent;
    const next = evolveDetails(state, event);
    if (next.kind !== 'present') return next;
    // Stock as the stock module folds it, whatever moved it.
    const levels = evolveStock(stockLevels(state), event);
    const variants = new Map<string, VariantForOrder>();
    for (const [variantId, variant] of next.variants) variants.set(variantId, { ...variant, stock: levels.get(variantId) ?? 0 });
    return { ...next, variants };
  },
  snapshot: {
    name: 'product-for-order',
    // Raise when the state's shape or meaning changes: older snapshots are then ignored.
    version: 2,
    // Every order reads its products' streams, and each adds an event to them: after a restart, with no fold in
    // memory, an order reads a snapshot and at most this many events per product (an upsert every 20 sales).
    every: 20,
    toJson: (state: ProductForOrder): unknown =>
      state.kind === 'present' ? { ...state, variants: [...state.variants] } : state,
    fromJson: (json: unknown): ProductForOrder => {
      const state = json as ProductForOrder | (Omit<Extract<ProductForOrder, { kind: 'present' }>, 'variants'> & { variants: [string, VariantForOrder][] });
      return state.kind === 'present' ? { ...state, variants: new Map(state.variants) } : state;
    },
  },
};

/** The product's name, status and variants after `event`; the variants' stock is set by `evolve`. */
function evolveDetails(state: ProductForOrder, event: ProductEvent): ProductForOrder {
  switch (event.type) {
    case 'ProductCreated':
    case 'ProductRevised': {
      if (event.type === 'ProductRevised' && state.kind !== 'present') return state;
      const { status, nameEn, nameAr, variants, images } = event.data;
      // The slug is given once, at creation: it never changes.
      const slug = event.type === 'ProductCreated' ? event.data.slug : state.kind === 'present' ? state.slug : '';
      return {
        kind: 'present',
        status,
        nameEn,
        nameAr,
        slug,
        image: coverImageUrl(images),
        variants: new Map(variants.map(({ variantId, size, color, price }) => [variantId, { size, color, price, stock: 0 }])),
      };
    }
    case 'ProductDeleted':
      return { kind: 'missing' };
    default:
      return state;
  }
}

/** The product's cover: the primary picture, else the first by position (the storefront's rule). */
function coverImageUrl(images: readonly { url: string; isPrimary: boolean; position: number }[]): string | null {
  const ordered = [...images].sort((a, b) => a.position - b.position);
  return (ordered.find((image) => image.isPrimary) ?? ordered[0])?.url ?? null;
}

export const stockLevels = (state: ProductForOrder): StockLevels =>
  state.kind === 'present' ? new Map([...state.variants].map(([variantId, variant]) => [variantId, variant.stock])) : noStock;

/** "Black Abaya (M, Black)" — how an item is named in messages to shoppers and admins. */
export function describeVariant(nameEn: string, variant: Pick<VariantForOrder, 'size' | 'color'>): string {
  const details = [variant.size, variant.color].filter(Boolean).join(', ');
  return details ? `${nameEn} (${details})` : nameEn;
}
