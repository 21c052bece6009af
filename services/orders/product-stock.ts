import type { StoredEvent } from '../../events/index.js';
import type { ProductEvent, ProductStatus } from '../../events/catalog.js';
import type { SettingsEvent } from '../../events/settings.js';
import { settingDefaults } from '../../projections/settings/index.js';

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
    switch (event.type) {
      case 'ProductCreated': {
        const { status, nameEn, nameAr, variants } = event.data;
        return {
          kind: 'present',
          status,
          nameEn,
          nameAr,
          variants: new Map(variants.map(({ variantId, size, color, price, stock }) => [variantId, { size, color, price, stock }])),
        };
      }
      case 'ProductRevised': {
        if (state.kind !== 'present') return state;
        const { status, nameEn, nameAr, variants } = event.data;
        return {
          kind: 'present',
          status,
          nameEn,
          nameAr,
          variants: new Map(
            variants.map(({ variantId, size, color, price }) => [
              variantId,
              { size, color, price, stock: state.variants.get(variantId)?.stock ?? 0 },
            ]),
          ),
        };
      }
      case 'StockAdjusted':
        return withStock(state, event.data.variantId, event.data.stock);
      case 'StockReserved':
      case 'StockReleased':
        return withStock(state, event.data.variantId, event.data.remaining);
      case 'ProductDeleted':
        return { kind: 'missing' };
      default:
        return state;
    }
  },
};

function withStock(state: ProductForOrder, variantId: string, stock: number): ProductForOrder {
  if (state.kind !== 'present') return state;
  const variant = state.variants.get(variantId);
  if (!variant) return state;
  const variants = new Map(state.variants);
  variants.set(variantId, { ...variant, stock });
  return { ...state, variants };
}

/** "Black Abaya (M, Black)" — how an item is named in messages to shoppers and admins. */
export function describeVariant(nameEn: string, variant: Pick<VariantForOrder, 'size' | 'color'>): string {
  const details = [variant.size, variant.color].filter(Boolean).join(', ');
  return details ? `${nameEn} (${details})` : nameEn;
}
