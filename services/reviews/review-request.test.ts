import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { reviewDecider, type ReviewState } from './review.decider.js';
import { orderForRequestFold, requestReviewsDecider, reviewRequestFold } from './review-request.decider.js';

const orderId = '5a1f0c2e-7b3d-4e6a-9c8b-1d2e3f4a5b6c';
const userId = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60';
const abaya = '0b9a3c1e-2f4d-4e6a-8b7c-9d0e1f2a3b4c';
const hijab = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const line = (itemId: string, productId: string, quantity = 1) => ({ itemId, productId, productNameEn: `EN ${productId.slice(0, 4)}`, productNameAr: `AR ${productId.slice(0, 4)}`, quantity });
const placed: NewEvent = {
  type: 'OrderPlaced',
  data: { orderId, orderNumber: 1042, userId, locale: 'en', items: [line('i1', abaya, 2), line('i2', hijab)] },
};
const delivered: NewEvent = { type: 'OrderStatusChanged', data: { to: 'delivered' } };
const slugs = new Map([
  [abaya, 'sand-abaya'],
  [hijab, 'silk-hijab'],
]);
const now = new Date('2026-11-28T06:00:00Z');
const written: ReviewState = { written: true, reviewId: 'r', productId: hijab, userId, rating: 5, hidden: false, hiddenAt: null };

function decide(events: NewEvent[], options: { reviews?: ReviewState[]; requested?: boolean; shown?: Map<string, string> } = {}) {
  const order = events.reduce(orderForRequestFold.evolve, orderForRequestFold.initialState());
  const reviews = options.reviews ?? requestReviewsDecider.moreStreams!({ orderId, slugs, now }, { order, request: { requested: false } }).reviews.map(() => reviewDecider.initialState());
  return requestReviewsDecider.decide({ orderId, slugs: options.shown ?? slugs, now }, { order, request: { requested: options.requested ?? false }, reviews }).events.request ?? [];
}

describe('the request for reviews of a delivered order', () => {
  it('names every product she kept, in the order of its lines, with its names as ordered and its slug', () => {
    expect(decide([placed, delivered])).toEqual([
      {
        type: 'ReviewRequested',
        data: {
          orderId,
          orderNumber: 1042,
          userId,
          locale: 'en',
          products: [
            { productId: abaya, slug: 'sand-abaya', nameEn: 'EN 0b9a', nameAr: 'AR 0b9a' },
            { productId: hijab, slug: 'silk-hijab', nameEn: 'EN 1c2d', nameAr: 'AR 1c2d' },
          ],
          requestedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('leaves out what she reviewed, returned whole or the shop no longer shows', () => {
    const products = (events: NewEvent[], options?: Parameters<typeof decide>[1]) =>
      (decide(events, options)[0]?.data as { products: { productId: string }[] } | undefined)?.products.map((one) => one.productId);
    expect(products([placed, delivered], { reviews: [reviewDecider.initialState(), written] })).toEqual([abaya]);
    const returnOf = (quantity: number): NewEvent => ({ type: 'OrderItemsReturnRequested', data: { returnId: 'x', items: [{ itemId: 'i1', quantity }] } });
    expect(products([placed, delivered, returnOf(2)])).toEqual([hijab]);
    // One of two units returned: she kept the other.
    expect(products([placed, delivered, returnOf(1)])).toEqual([abaya, hijab]);
    // A rejected return gives the units back.
    expect(products([placed, delivered, returnOf(2), { type: 'OrderItemsReturnRejected', data: { returnId: 'x' } }])).toEqual([abaya, hijab]);
    expect(products([placed, delivered], { shown: new Map([[hijab, 'silk-hijab']]) })).toEqual([hijab]);
  });

  it('asks nothing when she reviewed them all, the order was asked about, or it no longer stands delivered', () => {
    expect(decide([placed, delivered], { reviews: [{ ...written, productId: abaya }, written] })).toEqual([]);
    expect(decide([placed, delivered], { requested: true })).toEqual([]);
    expect(decide([placed])).toEqual([]);
    for (const type of ['OrderReturnStarted', 'OrderReturnReceived', 'OrderCancelled', 'OrderDeleted']) {
      expect(decide([placed, delivered, { type, data: {} }]), type).toEqual([]);
    }
    expect(decide([placed, delivered, { type: 'OrderStatusChanged', data: { to: 'shipped' } }])).toEqual([]);
  });

  it('is asked once per order: its stream holds the request', () => {
    expect(reviewRequestFold.evolve(reviewRequestFold.initialState(), { type: 'ReviewRequested', data: {} })).toEqual({ requested: true });
  });
});
