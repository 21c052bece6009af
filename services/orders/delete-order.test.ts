import { describe, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { deleteOrderDecider } from './delete-order.decider.js';

const spec = commandSpec(deleteOrderDecider);

const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const abayaId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const hijabId = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const large = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const plain = '6fb07182-93a4-4eb5-8fd6-0718293a4b5c';
const now = new Date('2026-11-21T09:00:00Z');

const item = (productId: string, variantId: string, quantity: number) => ({
  itemId: `${variantId.slice(0, 24)}${String(quantity).padStart(12, '0')}`,
  productId,
  variantId,
  productNameEn: 'Item',
  productNameAr: 'Item',
  variantSize: null,
  variantColor: null,
  quantity,
  price: '10.00',
});
// Two lines of the abaya (two sizes) and one of the hijab.
const placed: NewEvent = {
  type: 'OrderPlaced',
  data: {
    orderId,
    orderNumber: 1001,
    userId: '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12',
    items: [item(abayaId, medium, 2), item(hijabId, plain, 1), item(abayaId, large, 1)],
    subtotal: '40.00',
    codFee: '15.00',
    totalAmount: '55.00',
    paymentMethod: 'cod',
    shippingName: 'Noura',
    shippingPhone: '0501111111',
    shippingCity: 'Abu Dhabi',
    shippingAddressLine1: 'Tower 2',
    shippingAddressLine2: null,
    deliveryNote: null,
    placedAt: '2026-11-20T10:00:00.000Z',
  },
};
const status = (from: string, to: string): NewEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId, orderNumber: 1001, from, to, changedAt: '2026-11-20T12:00:00.000Z' },
});
const product = (productId: string, variants: Array<[variantId: string, stock: number]>): NewEvent[] => [
  {
    type: 'ProductCreated',
    data: {
      productId,
      slug: productId,
      categoryId: '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
      nameEn: 'Item',
      nameAr: 'Item',
      descriptionEn: null,
      descriptionAr: null,
      status: 'active',
      variants: variants.map(([variantId, stock]) => ({ variantId, size: null, color: null, price: '10.00', stock })),
      images: [],
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  },
];
const deleted = (restocked: boolean): NewEvent => ({
  type: 'OrderDeleted',
  data: { orderId, orderNumber: 1001, restocked, deletedAt: now.toISOString() },
});
const released = (productId: string, variantId: string, quantity: number, remaining: number): NewEvent => ({
  type: 'StockReleased',
  data: { productId, variantId, orderId, quantity, remaining, reason: 'order_deleted' },
});

describe('deleting an order', () => {
  it('puts every line back on its product, each product at the stock it has now', () => {
    spec({ order: [placed], products: [product(abayaId, [[medium, 5], [large, 0]]), product(hijabId, [[plain, 7]])] })
      .when({ orderId, now })
      .then({
        order: [deleted(true)],
        products: [
          [released(abayaId, medium, 2, 7), released(abayaId, large, 1, 1)],
          [released(hijabId, plain, 1, 8)],
        ],
      });
  });

  it('restocks nothing once the goods were shipped, even when the status was set back since', () => {
    spec({ order: [placed, status('placed', 'shipped'), status('shipped', 'confirmed')] })
      .when({ orderId, now })
      .then({ order: [deleted(false)] });
  });

  it('skips lines of products or variants deleted since', () => {
    spec({
      order: [placed],
      products: [
        product(abayaId, [[medium, 5]]),
        [...product(hijabId, [[plain, 7]]), { type: 'ProductDeleted', data: { productId: hijabId, deletedAt: '2026-11-20T11:00:00.000Z' } }],
      ],
    })
      .when({ orderId, now })
      .then({ order: [deleted(true)], products: [[released(abayaId, medium, 2, 7)], []] });
  });

  it('refuses an order that does not exist, or no longer does, as not found', () => {
    spec({}).when({ orderId, now }).thenRefuses('not_found', 'Order not found');
    spec({ order: [placed, deleted(true)] }).when({ orderId, now }).thenRefuses('not_found', 'Order not found');
  });
});
