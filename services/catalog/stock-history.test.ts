import { describe, expect, it } from 'vitest';
import type { ProductEvent } from '../../events/catalog.js';
import { storeCatalogue, type StoredEvent } from '../../events/index.js';
import { stockMovementsOf } from './stock-history.js';

const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const medium = '4d9e5f60-7182-4c93-8db4-e5f60718293a';
const large = '5eaf6071-8293-4da4-9ec5-f60718293a4b';
const orderId = '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10';
const exchangeOrderId = '2a7b3d2f-4c2e-4d9f-8b68-6d3e8a2f0c21';
const returnId = '6fb07182-93a4-4eb5-8fd6-0718293a4b5c';

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
      { variantId: medium, size: 'M', color: null, colorKey: null, price: '100.00', stock: 5 },
      { variantId: large, size: 'L', color: null, colorKey: null, price: '100.00', stock: 2 },
    ],
    images: [],
    createdAt: '2026-11-20T10:00:00.000Z',
  },
};

/** Events as the store hands them out: lifted from the version they were stored at to the current one. */
const stored = (events: readonly { type: string; data: unknown; schemaVersion?: number }[]): StoredEvent[] =>
  events.map((event, index) => ({
    globalPosition: index + 1,
    transactionId: 1n,
    streamId: `product-${productId}`,
    streamType: 'product',
    streamVersion: index + 1,
    type: event.type,
    schemaVersion: storeCatalogue.definition(event.type).schemaVersion,
    data: storeCatalogue.upcast(event.type, event.schemaVersion ?? storeCatalogue.definition(event.type).schemaVersion, event.data),
    metadata: { actor: { id: 'admin-1', role: 'admin', email: 'admin@example.com' } } as never,
    recordedAt: new Date(`2026-11-2${index}T10:00:00.000Z`),
  }));

const movementsOf = (events: Parameters<typeof stored>[0]) =>
  stockMovementsOf(stored(events)).map(({ variantId, change, stock, reason, orderId, exchangeOf }) => ({ variantId, change, stock, reason, orderId, exchangeOf }));

describe('a product’s stock history: why units were taken', () => {
  it('tells a placed order, units staff added to an order and an exchange’s new size apart', () => {
    const reserved = (variantId: string, quantity: number, remaining: number, reason: string, forOrder = orderId, forReturn: string | null = null) => ({
      type: 'StockReserved',
      data: { productId, variantId, orderId: forOrder, quantity, remaining, reason, returnId: forReturn },
    });
    expect(
      movementsOf([
        created,
        reserved(medium, 2, 3, 'order_placed'),
        reserved(medium, 1, 2, 'order_edited'),
        { type: 'StockReleased', data: { productId, variantId: medium, orderId, quantity: 1, remaining: 3, reason: 'order_edited' } },
        reserved(large, 1, 1, 'exchange', exchangeOrderId, returnId),
      ]).slice(2),
    ).toEqual([
      { variantId: medium, change: -2, stock: 3, reason: 'order_placed', orderId, exchangeOf: null },
      { variantId: medium, change: -1, stock: 2, reason: 'order_edited', orderId, exchangeOf: null },
      { variantId: medium, change: 1, stock: 3, reason: 'order_edited', orderId, exchangeOf: null },
      // The exchange order does not exist until the exchange is completed: the return names the order it returns.
      { variantId: large, change: -1, stock: 1, reason: 'exchange', orderId: exchangeOrderId, exchangeOf: { returnId, orderId: null, orderNumber: null } },
    ]);
  });

  it('reads reservations stored before they had a reason as placed orders', () => {
    const first = { type: 'StockReserved', schemaVersion: 1, data: { productId, variantId: medium, orderId, quantity: 2, remaining: 3 } };
    expect(movementsOf([created, first]).at(-1)).toEqual({ variantId: medium, change: -2, stock: 3, reason: 'order_placed', orderId, exchangeOf: null });
  });
});
