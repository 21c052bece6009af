import { describe, it } from 'vitest';
import type { ProductEvent } from '../../events/catalog.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { adjustStockDecider, type AdjustStock } from './stock-adjustment.decider.js';

const spec = commandSpec(adjustStockDecider);

const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const large = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const adminId = '0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9';
const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const now = new Date('2026-11-23T09:00:00Z');

const created: ProductEvent = {
  type: 'ProductCreated',
  data: {
    productId,
    slug: 'abaya',
    categoryId: '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
    nameEn: 'Abaya',
    nameAr: 'عباية',
    descriptionEn: null,
    descriptionAr: null,
    status: 'active',
    variants: [
      { variantId: medium, size: 'M', color: null, colorKey: null, price: '100.00', stock: 3 },
      { variantId: large, size: 'L', color: null, colorKey: null, price: '100.00', stock: 0 },
    ],
    images: [],
    createdAt: '2026-11-20T10:00:00.000Z',
  },
};
const sold: ProductEvent = { type: 'StockReserved', data: { productId, variantId: medium, orderId, quantity: 2, remaining: 1, reason: 'order_placed', returnId: null } };

const command = (changes: Partial<AdjustStock> = {}): AdjustStock => ({
  productId,
  variantId: medium,
  change: 5,
  reason: 'received',
  note: 'Delivery 14',
  actorId: adminId,
  now,
  ...changes,
});
const made = (variantId: string, change: number, stock: number, reason = 'received', note: string | null = 'Delivery 14'): ProductEvent => ({
  type: 'StockAdjustmentMade',
  data: { productId, variantId, change, stock, reason: reason as 'received', note, adjustedBy: adminId, adjustedAt: now.toISOString() },
} as ProductEvent);

describe('adjusting stock', () => {
  it('moves the variant by the change from the stock it has after sales, with the reason and the admin', () => {
    spec({ product: [created, sold] }).when(command()).then({ product: [made(medium, 5, 6)] }, { stock: 6 });
  });

  it('takes units out down to exactly 0', () => {
    spec({ product: [created, sold] })
      .when(command({ change: -1, reason: 'damaged', note: null }))
      .then({ product: [made(medium, -1, 0, 'damaged', null)] }, { stock: 0 });
  });

  it('refuses a change that would take stock below 0, naming the stock there is', () => {
    spec({ product: [created, sold] })
      .when(command({ change: -2, reason: 'damaged' }))
      .thenRefuses('conflict', { code: 'stock_below_zero', params: { stock: 1, change: -2 } });
  });

  it('counts earlier adjustments, old absolute counts included', () => {
    const counted: ProductEvent = { type: 'StockAdjusted', data: { productId, variantId: large, stock: 4, adjustedAt: '2026-11-21T00:00:00.000Z' } };
    spec({ product: [created, counted, made(large, 2, 6)] })
      .when(command({ variantId: large, change: -6, reason: 'correction', note: null }))
      .then({ product: [made(large, -6, 0, 'correction', null)] });
  });

  it('refuses taking a variant above 1,000,000 units, and a change of more than 1,000,000 either way, writing nothing', () => {
    const full = made(medium, 999_999, 1_000_000);
    spec({ product: [created, sold, full] })
      .when(command({ change: 1 }))
      .thenRefuses('invalid', { code: 'stock_above_limit', params: { stock: 1_000_000, change: 1, limit: 1_000_000 } });
    spec({ product: [created] }).when(command({ change: 1_000_001 })).thenRefuses('invalid', { code: 'stock_change_out_of_range' });
    spec({ product: [created] }).when(command({ change: -1_000_001 })).thenRefuses('invalid', { code: 'stock_change_out_of_range' });
    // Up to the limit exactly.
    spec({ product: [created, sold] }).when(command({ change: 999_999 })).then({ product: [made(medium, 999_999, 1_000_000)] });
  });

  it('lets units out of a variant that cancelled orders took past the limit', () => {
    const released: ProductEvent = { type: 'StockReleased', data: { productId, variantId: medium, orderId, quantity: 10, remaining: 1_000_010 } } as ProductEvent;
    spec({ product: [created, released] })
      .when(command({ change: -5, reason: 'damaged' }))
      .then({ product: [made(medium, -5, 1_000_005, 'damaged')] });
  });

  it('refuses a change of 0', () => {
    spec({ product: [created] }).when(command({ change: 0 })).thenRefuses('invalid', /other than 0/);
  });

  it('refuses an unknown product, a deleted one, and a variant the product does not have', () => {
    spec({}).when(command()).thenRefuses('not_found', 'Product not found');
    const deleted: ProductEvent = { type: 'ProductDeleted', data: { productId, deletedAt: '2026-11-22T00:00:00.000Z' } };
    spec({ product: [created, deleted] }).when(command()).thenRefuses('not_found', 'Product not found');
    spec({ product: [created] })
      .when(command({ variantId: '6fb07182-93a4-4eb5-8fd6-0718293a4b5c' }))
      .thenRefuses('not_found', { code: 'variant_not_found' });
  });

  it('refuses a variant an edit removed', () => {
    const revised: ProductEvent = {
      type: 'ProductRevised',
      data: { ...created.data, variants: [{ variantId: large, size: 'L', color: null, colorKey: null, price: '100.00' }], revisedAt: now.toISOString() } as never,
    };
    spec({ product: [created, revised] }).when(command()).thenRefuses('not_found', { code: 'variant_not_found' });
  });
});
