import { describe, expect, it } from 'vitest';
import { composeOrderMail, type PlacedOrder } from './order-mail.js';

const order: PlacedOrder = {
  orderId: '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10',
  orderNumber: 1042,
  userId: '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12',
  items: [
    {
      itemId: '2b7c3d4e-5f60-4a71-8b92-c3d4e5f60718',
      productId: '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829',
      variantId: '4d9e5f60-7182-4c93-8db4-e5f60718293a',
      productNameEn: 'Linen Abaya',
      productNameAr: 'عباية كتان',
      variantSize: 'M',
      variantColor: 'Sand',
      quantity: 1,
      price: '250.00',
    },
  ],
  subtotal: '250.00',
  discount: '0.00',
  deliveryFee: '20.00',
  emirate: 'dubai',
  coupon: null,
  codFee: '15.00',
  totalAmount: '285.00',
  paymentMethod: 'cod',
  shippingName: 'Noura',
  shippingPhone: '+971 50 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 4, Street 12',
  shippingAddressLine2: null,
  deliveryNote: null,
  placedAt: '2026-11-21T09:00:00.000Z',
  locale: 'ar',
  storeCreditUsed: '0.00',
  exchangeOf: null,
};

describe('the mail of an order whose items staff changed (ADR 067)', () => {
  it('gives her the new lines and total, and the total before, in English and in Arabic', () => {
    const en = composeOrderMail({ kind: 'order-edited', order, locale: 'en', recipientName: 'Noura', totalBefore: '535.00' });
    expect(en.subject).toBe('Order #1042 changed: new total 285.00 AED');
    expect(en.text).toContain('we have changed the items of your order #1042');
    expect(en.text).toContain('The new total is 285.00 AED (it was 535.00 AED).');
    expect(en.text).toContain('Linen Abaya');
    const ar = composeOrderMail({ kind: 'order-edited', order, locale: 'ar', recipientName: 'نورة', totalBefore: '535.00' });
    expect(ar.subject).toContain('تعديل طلبك');
    expect(ar.text).toContain('عدّلنا منتجات طلبك');
    expect(ar.text).toContain('عباية كتان');
    expect(ar.html).toContain('dir="rtl"');
  });
});
