import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { placeOrderDecider, type PlaceOrderCommand } from './place-order-decider.decider.js';

const limits = { unitsPerLine: 10, unitsPerOrder: 50, ordersPerHour: 2 };
const spec = commandSpec(placeOrderDecider(limits));

const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const earlierOrderId = '2a7b3d2f-4c2e-4d9f-8b68-6d3e8f2a0c21';
const abayaId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const hijabId = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const plain = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const now = new Date('2026-11-21T09:00:00Z');

const created = (productId: string, nameEn: string, variantId: string, price: string, stock: number): NewEvent => ({
  type: 'ProductCreated',
  data: {
    productId,
    slug: nameEn.toLowerCase(),
    categoryId: '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
    nameEn,
    nameAr: nameEn,
    descriptionEn: null,
    descriptionAr: null,
    status: 'active',
    variants: [{ variantId, size: 'M', color: null, price, stock }],
    images: [],
    createdAt: '2026-11-01T00:00:00.000Z',
  },
});
const abaya = [created(abayaId, 'Abaya', medium, '199.90', 3)];
const hijab = [created(hijabId, 'Hijab', plain, '40.00', 10)];
const codFee = [{ type: 'SettingChanged', data: { key: 'codFee', value: '15.00' } }];
const counted = (at: string): NewEvent => ({ type: 'CustomerOrderCounted', data: { userId, orderId: earlierOrderId, placedAt: at } });

let ids = 0;
const place = (items: Array<[productId: string, variantId: string, quantity: number]>, key: string | null = null): PlaceOrderCommand => ({
  coupon: null,
  orderId,
  orderNumber: 1042,
  userId,
  idempotencyKey: key,
  requestFingerprint: `fingerprint-of-${items.map((item) => item.join(':')).join(',')}`,
  newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  now,
  request: {
    items: items.map(([productId, variantId, quantity]) => ({ productId, variantId, quantity })),
    shippingName: 'Noura',
    shippingPhone: '0501111111',
    shippingCity: 'Abu Dhabi',
    shippingAddressLine1: 'Tower 2',
    shippingAddressLine2: null,
    deliveryNote: null,
    locale: 'en',
  },
});

describe('placing an order across its streams', () => {
  it('appends the order, a reservation on each product, the customer count and the key claim, in one decision', () => {
    ids = 0;
    const decision = spec({ products: [abaya, hijab], codFee })
      .when(place([[abayaId, medium, 2], [hijabId, plain, 1]], 'key-1'))
      .then({
        order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
        products: [
          [{ type: 'StockReserved', data: { productId: abayaId, variantId: medium, quantity: 2, remaining: 1, orderId, reason: 'order_placed', returnId: null } }],
          [{ type: 'StockReserved', data: { productId: hijabId, variantId: plain, quantity: 1, remaining: 9, orderId, reason: 'order_placed', returnId: null } }],
        ],
        customer: [{ type: 'CustomerOrderCounted', data: { userId, orderId, placedAt: now.toISOString() } }],
        key: [
          {
            type: 'CheckoutKeyUsed',
            data: { userId, key: 'key-1', orderId, requestFingerprint: `fingerprint-of-${abayaId}:${medium}:2,${hijabId}:${plain}:1` },
          },
        ],
      });
    expect(decision.result).toMatchObject({
      kind: 'placed',
      order: {
        orderId,
        orderNumber: 1042,
        subtotal: '439.80',
        codFee: '15.00',
        totalAmount: '454.80',
        placedAt: now.toISOString(),
        // The shopper's language goes with the order, for what the store writes to her about it.
        locale: 'en',
      },
    });
  });

  it('charges the COD fee the setting stream holds, and its default before it was ever set', () => {
    const placed = spec({ products: [abaya] }).when(place([[abayaId, medium, 1]])).then({
      order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
      products: [[expect.objectContaining({ type: 'StockReserved' })] as never],
      customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
    });
    expect(placed.result).toMatchObject({ kind: 'placed', order: { codFee: expect.stringMatching(/^\d+\.\d{2}$/) } });
  });

  it('answers a repeat of the same request under a used key with the earlier order, writing nothing', () => {
    const request = place([[abayaId, medium, 1]], 'key-1');
    spec({
      products: [abaya],
      key: [{ type: 'CheckoutKeyUsed', data: { userId, key: 'key-1', orderId: earlierOrderId, requestFingerprint: request.requestFingerprint } }],
    })
      .when(request)
      .then({}, { kind: 'repeated', orderId: earlierOrderId, at: null });
  });

  it('answers a repeat even when the customer has reached the hourly limit since', () => {
    const request = place([[abayaId, medium, 1]], 'key-1');
    spec({
      products: [abaya],
      customer: [counted('2026-11-21T08:30:00Z'), counted('2026-11-21T08:40:00Z')],
      key: [{ type: 'CheckoutKeyUsed', data: { userId, key: 'key-1', orderId: earlierOrderId, requestFingerprint: request.requestFingerprint } }],
    })
      .when(request)
      .then({}, { kind: 'repeated', orderId: earlierOrderId, at: null });
  });

  it('refuses another request under a used key as a mismatch', () => {
    spec({
      products: [abaya],
      key: [{ type: 'CheckoutKeyUsed', data: { userId, key: 'key-1', orderId: earlierOrderId, requestFingerprint: 'another order' } }],
    })
      .when(place([[abayaId, medium, 1]], 'key-1'))
      .thenRefuses('mismatch', { code: 'idempotency_key_reused', message: /Idempotency-Key/ });
  });

  it('refuses the order once the customer placed the hourly limit of orders within the hour, saying when to retry', () => {
    spec({ products: [abaya], customer: [counted('2026-11-21T08:30:00Z'), counted('2026-11-21T08:40:00Z')] })
      .when(place([[abayaId, medium, 1]]))
      .thenRefuses('limit_reached', { code: 'order_rate_limit', params: { limit: 2, retryAfterSeconds: 30 * 60 } });
  });

  it('takes the order again once the oldest of them is an hour old', () => {
    spec({ products: [abaya], customer: [counted('2026-11-21T08:00:00Z'), counted('2026-11-21T08:40:00Z')] })
      .when(place([[abayaId, medium, 1]]))
      .then({
        order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
        products: [[expect.objectContaining({ type: 'StockReserved' })] as never],
        customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
      });
  });

  it('refuses more units than a product has as a conflict, and a product never created as invalid', () => {
    spec({ products: [abaya] }).when(place([[abayaId, medium, 4]])).thenRefuses('conflict', 'Only 3 left of Abaya (M)');
    spec({ products: [[]] }).when(place([[abayaId, medium, 1]])).thenRefuses('invalid', 'Product not found');
  });

  it('refuses a product deleted since it was put in the cart', () => {
    spec({ products: [[...abaya, { type: 'ProductDeleted', data: { productId: abayaId, deletedAt: '2026-11-20T00:00:00.000Z' } }]] })
      .when(place([[abayaId, medium, 1]]))
      .thenRefuses('invalid', 'Product not found');
  });

  it('checks stock as reservations left it', () => {
    spec({
      products: [[...abaya, { type: 'StockReserved', data: { productId: abayaId, variantId: medium, orderId: earlierOrderId, quantity: 3, remaining: 0 } }]],
    })
      .when(place([[abayaId, medium, 1]]))
      .thenRefuses('conflict', 'Abaya (M) is out of stock');
  });

  it('refuses more units of one item than the per-line limit as invalid, with the limit', () => {
    spec({ products: [abaya] })
      .when(place([[abayaId, medium, 11]]))
      .thenRefuses('invalid', { code: 'line_quantity_limit', params: { limit: 10 } });
  });
});

describe('placing an order with delivery fees and a coupon (ADR 066)', () => {
  const couponId = '6b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a40';
  const couponCreated = (changes: Record<string, unknown> = {}): NewEvent => ({
    type: 'CouponCreated',
    data: {
      couponId,
      code: 'EID10',
      kind: 'percent',
      value: '10.00',
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      maxUses: 2,
      maxUsesPerCustomer: null,
      active: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      ...changes,
    },
  });
  const used = (by: string, order: string): NewEvent => ({
    type: 'CouponUsed',
    data: { couponId, orderId: order, orderNumber: 1001, userId: by, discount: '5.00', usedAt: '2026-11-02T00:00:00.000Z' },
  });
  const delivery: NewEvent[] = [
    {
      type: 'DeliveryTermsChanged',
      data: { zones: [{ emirate: 'abu-dhabi', fee: '20.00', etaDays: [1, 3] }], freeDeliveryOver: '500.00', changedAt: '2026-11-01T00:00:00.000Z' },
    },
  ];
  const withCoupon = (items: Array<[string, string, number]>, couponOf: string | null = couponId): PlaceOrderCommand => ({
    ...place(items),
    coupon: { code: 'EID10', couponId: couponOf },
  });

  it("charges the emirate's fee, takes the coupon off and counts its use on the coupon's stream, in the same append", () => {
    const decision = spec({ products: [abaya], codFee, delivery, coupon: [couponCreated()] })
      .when(withCoupon([[abayaId, medium, 1]]))
      .then({
        order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
        products: [[expect.objectContaining({ type: 'StockReserved' })] as never],
        customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
        coupon: [{ type: 'CouponUsed', data: { couponId, orderId, orderNumber: 1042, userId, discount: '19.99', usedAt: now.toISOString() } }],
      });
    expect(decision.result).toMatchObject({
      kind: 'placed',
      order: {
        subtotal: '199.90',
        discount: '19.99',
        deliveryFee: '20.00',
        codFee: '15.00',
        totalAmount: '214.91',
        emirate: 'abu-dhabi',
        coupon: { couponId, code: 'EID10', kind: 'percent' },
      },
    });
  });

  it('refuses the order once the coupon has no use left, and appends nothing', () => {
    spec({ products: [abaya], codFee, delivery, coupon: [couponCreated(), used('a0000000-0000-4000-8000-000000000001', earlierOrderId), used('a0000000-0000-4000-8000-000000000002', orderId)] })
      .when(withCoupon([[abayaId, medium, 1]]))
      .thenRefuses('conflict', { code: 'coupon_invalid', message: 'The coupon EID10 has been used as many times as it can be.' });
  });

  it('refuses a code that names no coupon, and a customer who used hers up', () => {
    spec({ products: [abaya], codFee }).when(withCoupon([[abayaId, medium, 1]], null)).thenRefuses('conflict', { code: 'coupon_invalid' });
    spec({ products: [abaya], codFee, coupon: [couponCreated({ maxUses: null, maxUsesPerCustomer: 1 }), used(userId, earlierOrderId)] })
      .when(withCoupon([[abayaId, medium, 1]]))
      .thenRefuses('conflict', { code: 'coupon_invalid', message: 'You have already used the coupon EID10.' });
  });

  it('delivers free from the threshold on', () => {
    const decision = spec({ products: [abaya], codFee, delivery }).when(place([[abayaId, medium, 3]])).then({
      order: [expect.objectContaining({ type: 'OrderPlaced' })] as never,
      products: [[expect.objectContaining({ type: 'StockReserved' })] as never],
      customer: [expect.objectContaining({ type: 'CustomerOrderCounted' })] as never,
    });
    expect(decision.result).toMatchObject({ order: { subtotal: '599.70', deliveryFee: '0.00', totalAmount: '614.70', coupon: null } });
  });
});
