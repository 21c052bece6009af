import { describe, expect, it } from 'vitest';
import { variantsMaybeBack } from './reactor.js';

const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const variantId = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const other = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const back = { productId, variantIds: [variantId] };
const adjustment = (change: number, stock: number) => ({
  type: 'StockAdjustmentMade',
  data: { productId, variantId, change, stock, reason: 'received', note: null, adjustedBy: 'admin', adjustedAt: '2026-12-02T00:00:00.000Z' },
});
const release = (quantity: number, remaining: number, reason: string) => ({
  type: 'StockReleased',
  data: { productId, variantId, orderId, quantity, remaining, reason },
});

describe('the events that may bring a variant back on sale', () => {
  it('an adjustment from 0, and no other', () => {
    expect(variantsMaybeBack(adjustment(5, 5))).toEqual(back);
    expect(variantsMaybeBack(adjustment(5, 7))).toBeNull();
    expect(variantsMaybeBack(adjustment(-2, 0))).toBeNull();
  });

  it("units of a cancelled, deleted or returned order put back on an empty shelf", () => {
    for (const reason of ['order_cancelled', 'order_deleted', 'returned_to_origin']) expect(variantsMaybeBack(release(2, 2, reason))).toEqual(back);
    expect(variantsMaybeBack(release(2, 3, 'order_cancelled'))).toBeNull();
  });

  it('an old absolute count that leaves units, a product edit (each of its variants), and a new alert', () => {
    expect(variantsMaybeBack({ type: 'StockAdjusted', data: { productId, variantId, stock: 3, adjustedAt: '' } })).toEqual(back);
    expect(variantsMaybeBack({ type: 'StockAdjusted', data: { productId, variantId, stock: 0, adjustedAt: '' } })).toBeNull();
    const revised = { type: 'ProductRevised', data: { productId, variants: [{ variantId }, { variantId: other }] } };
    expect(variantsMaybeBack(revised)).toEqual({ productId, variantIds: [variantId, other] });
    const requested = { type: 'StockAlertRequested', data: { productId, variantId, userId: orderId, locale: 'ar', requestedAt: '' } };
    expect(variantsMaybeBack(requested)).toEqual(back);
  });

  it('never a sale, a damaged return or a new product', () => {
    expect(variantsMaybeBack({ type: 'StockReserved', data: { productId, variantId, orderId, quantity: 1, remaining: 0 } })).toBeNull();
    expect(variantsMaybeBack({ type: 'DamagedReturnRecorded', data: { productId, variantId, orderId, quantity: 1, remaining: 0 } })).toBeNull();
    expect(variantsMaybeBack({ type: 'ProductCreated', data: { productId, variants: [{ variantId, stock: 4 }] } })).toBeNull();
  });
});
