import { noDeliveryTerms } from '../../events/delivery.js';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../events/index.js';
import { decidePlaceOrder, type PlaceOrder } from './place-order-decision.decider.js';
import type { ProductForOrder } from './product-stock.decider.js';

const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const large = '5eaf6071-8293-4da4-9ec5-f60718293a4b';

const abaya = (overrides: Partial<Extract<ProductForOrder, { kind: 'present' }>> = {}): ProductForOrder => ({
  kind: 'present',
  status: 'active',
  nameEn: 'Black Abaya',
  nameAr: 'عباية سوداء',
  slug: 'black-abaya',
  image: null,
  variants: new Map([
    [medium, { size: 'M', color: 'Black', price: '199.90', stock: 3 }],
    [large, { size: 'L', color: 'Black', price: '210.00', stock: 0 }],
  ]),
  ...overrides,
});

let ids = 0;
const command = (items: Array<{ variantId: string; quantity: number; price?: string }>, codFee = '15.00'): PlaceOrder => ({
  delivery: noDeliveryTerms,
  coupon: null,
  orderId: '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10',
  orderNumber: 1042,
  userId: '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12',
  codFee,
  limits: { unitsPerLine: 10, unitsPerOrder: 50 },
  newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  now: new Date('2026-11-21T09:00:00Z'),
  request: {
    items: items.map((item) => ({ productId, ...item })),
    shippingName: 'Noura',
    shippingPhone: '0501111111',
    shippingCity: 'Abu Dhabi',
    shippingAddressLine1: 'Tower 2',
    shippingAddressLine2: null,
    deliveryNote: null,
    locale: 'ar',
  },
});

function refusal(run: () => unknown): Refusal {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('deciding an order', () => {
  it('prices from the variant, not the page, and adds the COD fee exactly', () => {
    const { order, reservations } = decidePlaceOrder(
      command([{ variantId: medium, quantity: 3, price: '0.01' }]),
      new Map([[productId, abaya()]]),
    );
    expect(order).toMatchObject({ subtotal: '599.70', codFee: '15.00', totalAmount: '614.70', paymentMethod: 'cod' });
    expect(order.items[0]).toMatchObject({ price: '199.90', quantity: 3, productNameEn: 'Black Abaya', variantSize: 'M' });
    expect(reservations).toEqual([{ productId, variantId: medium, quantity: 3, remaining: 0 }]);
  });

  it('merges two lines of one variant and checks stock against their sum', () => {
    const error = refusal(() =>
      decidePlaceOrder(command([{ variantId: medium, quantity: 2 }, { variantId: medium, quantity: 2 }]), new Map([[productId, abaya()]])),
    );
    expect(error.meaning).toBe('conflict');
    expect(error.message).toBe('Only 3 left of Black Abaya (M, Black)');
    // A code and both names, so the shopper reads it in her language.
    expect(error.code).toBe('insufficient_stock');
    expect(error.params).toMatchObject({ product: 'Black Abaya (M, Black)', available: 3 });
    expect(error.params?.productAr).toMatch(/\(M, Black\)$/);
  });

  it('says when a variant is out of stock', () => {
    const error = refusal(() => decidePlaceOrder(command([{ variantId: large, quantity: 1 }]), new Map([[productId, abaya()]])));
    expect(error).toMatchObject({ meaning: 'conflict', message: 'Black Abaya (L, Black) is out of stock', code: 'out_of_stock' });
  });

  it('refuses unknown and inactive products and unknown variants as invalid', () => {
    expect(refusal(() => decidePlaceOrder(command([{ variantId: medium, quantity: 1 }]), new Map())).meaning).toBe('invalid');
    expect(
      refusal(() => decidePlaceOrder(command([{ variantId: medium, quantity: 1 }]), new Map([[productId, { kind: 'missing' }]]))).message,
    ).toBe('Product not found');
    expect(
      refusal(() =>
        decidePlaceOrder(command([{ variantId: medium, quantity: 1 }]), new Map([[productId, abaya({ status: 'inactive' })]])),
      ).message,
    ).toBe('Black Abaya is no longer available');
    expect(
      refusal(() =>
        decidePlaceOrder(command([{ variantId: '6fb07182-93a4-4eb5-8fd6-0718293a4b5c', quantity: 1 }]), new Map([[productId, abaya()]])),
      ).message,
    ).toBe('Variant not found');
  });

  it('refuses more units of one item than the per-line limit, counting lines of one variant together, with the limit', () => {
    const tooMany = refusal(() => decidePlaceOrder(command([{ variantId: medium, quantity: 11 }]), new Map([[productId, abaya()]])));
    expect(tooMany).toMatchObject({ meaning: 'invalid', code: 'line_quantity_limit', params: { limit: 10 } });
    const split = refusal(() =>
      decidePlaceOrder(command([{ variantId: medium, quantity: 6 }, { variantId: medium, quantity: 5 }]), new Map([[productId, abaya()]])),
    );
    expect(split).toMatchObject({ meaning: 'invalid', code: 'line_quantity_limit', params: { limit: 10 } });
  });

  it('refuses more units in all than the per-order limit, before looking at stock', () => {
    const variants = Array.from({ length: 6 }, (_, index) => `6fb07182-93a4-4eb5-8fd6-07182930000${index}`);
    const error = refusal(() =>
      decidePlaceOrder(
        command(variants.map((variantId, index) => ({ variantId, quantity: index === 0 ? 1 : 10 }))),
        new Map([[productId, abaya()]]),
      ),
    );
    expect(error).toMatchObject({ meaning: 'invalid', code: 'order_quantity_limit', params: { limit: 50 }, message: 'At most 50 units per order' });
  });

  it('charges no fee when the fee is zero', () => {
    const { order } = decidePlaceOrder(command([{ variantId: medium, quantity: 1 }], '0.00'), new Map([[productId, abaya()]]));
    expect(order.totalAmount).toBe('199.90');
  });

  describe('the largest total', () => {
    const pricedAt = (price: string, stock = 10) =>
      abaya({ variants: new Map([[medium, { size: 'M', color: 'Black', price, stock }]]) });

    it('takes an order that comes to exactly 99,999,999.99 with the fee', () => {
      const { order } = decidePlaceOrder(command([{ variantId: medium, quantity: 10 }], '0.09'), new Map([[productId, pricedAt('9999999.99')]]));
      expect([order.subtotal, order.totalAmount]).toEqual(['99999999.90', '99999999.99']);
    });

    it('refuses one cent more, and a subtotal past it, as order_total_too_large', () => {
      const oneCentMore = refusal(() =>
        decidePlaceOrder(command([{ variantId: medium, quantity: 10 }], '0.10'), new Map([[productId, pricedAt('9999999.99')]])),
      );
      expect(oneCentMore).toMatchObject({ meaning: 'invalid', code: 'order_total_too_large' });
      const tenMillionTimesTen = refusal(() =>
        decidePlaceOrder(command([{ variantId: medium, quantity: 10 }]), new Map([[productId, pricedAt('10000000.00')]])),
      );
      expect(tenMillionTimesTen).toMatchObject({ meaning: 'invalid', code: 'order_total_too_large' });
    });

    it('refuses the largest cart the limits allow at the highest price without failing to add it up', () => {
      const variantIds = Array.from({ length: 100 }, (_, index) => `6fb07182-93a4-4eb5-8fd6-${String(index).padStart(12, '0')}`);
      const product = abaya({
        variants: new Map(variantIds.map((id) => [id, { size: 'M', color: 'Black', price: '99999999.99', stock: 1_000_000 }])),
      });
      const largest = {
        ...command(variantIds.map((variantId) => ({ variantId, quantity: 1_000_000 })), '99999999.99'),
        limits: { unitsPerLine: 1_000_000, unitsPerOrder: 100_000_000 },
      };
      expect(refusal(() => decidePlaceOrder(largest, new Map([[productId, product]])))).toMatchObject({ code: 'order_total_too_large' });
    });
  });
});
