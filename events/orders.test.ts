import { describe, expect, it } from 'vitest';
import { storeCatalogue } from './index.js';

describe('OrderPlaced versions', () => {
  it('reads an order stored before the shopper language was recorded as placed in Arabic, the store default', () => {
    const stored = { orderId: 'o', orderNumber: 1001, placedAt: '2026-01-01T00:00:00.000Z' };
    expect(storeCatalogue.upcast('OrderPlaced', 1, stored)).toMatchObject({ ...stored, locale: 'ar' });
  });

  it('keeps the language of an order stored with one', () => {
    const stored = { orderId: 'o', orderNumber: 1002, locale: 'en' };
    expect(storeCatalogue.upcast('OrderPlaced', 2, stored)).toMatchObject(stored);
  });

  it('reads an order stored before delivery fees and coupons as one with neither: its total stays what it was', () => {
    const stored = { orderId: 'o', orderNumber: 1003, subtotal: '100.00', codFee: '15.00', totalAmount: '115.00', locale: 'en' };
    expect(storeCatalogue.upcast('OrderPlaced', 2, stored)).toEqual({
      ...stored,
      discount: '0.00',
      deliveryFee: '0.00',
      emirate: null,
      coupon: null,
      storeCreditUsed: '0.00',
      exchangeOf: null,
    });
  });

  it('stores new orders at the current version, which needs the language, the discount, the delivery fee and the coupon', () => {
    const id = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
    const order = {
      orderId: id,
      orderNumber: 1003,
      userId: id,
      items: [
        {
          itemId: id,
          productId: id,
          variantId: id,
          productNameEn: 'Abaya',
          productNameAr: 'عباية',
          variantSize: 'M',
          variantColor: null,
          quantity: 1,
          price: '10.00',
        },
      ],
      subtotal: '10.00',
      codFee: '0.00',
      totalAmount: '10.00',
      paymentMethod: 'cod',
      shippingName: 'Noura',
      shippingPhone: '050',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 1',
      shippingAddressLine2: null,
      deliveryNote: null,
      placedAt: '2026-01-01T00:00:00.000Z',
    };
    const priced = { discount: '0.00', deliveryFee: '0.00', emirate: 'dubai', coupon: null };
    expect(() => storeCatalogue.prepare('OrderPlaced', { ...order, ...priced })).toThrow();
    expect(() => storeCatalogue.prepare('OrderPlaced', { ...order, locale: 'en' })).toThrow();
    expect(storeCatalogue.prepare('OrderPlaced', { ...order, ...priced, locale: 'en' })).toMatchObject({ schemaVersion: 5 });
  });

  it('reads an order stored before store credit and exchanges as a sale that took no credit: all of it is collected', () => {
    const stored = { orderId: 'o', orderNumber: 1004, totalAmount: '115.00', locale: 'en' };
    expect(storeCatalogue.upcast('OrderPlaced', 3, stored)).toEqual({ ...stored, storeCreditUsed: '0.00', exchangeOf: null });
  });
});
