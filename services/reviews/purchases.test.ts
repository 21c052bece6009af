import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { deliveriesFold, purchaseFold, writeReviewDecider } from './purchases.decider.js';
import { reviewDecider } from './review.decider.js';

const abaya = '0b9a3c1e-2f4d-4e6a-8b7c-9d0e1f2a3b4c';
const hijab = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const command = {
  type: 'WriteReview',
  reviewId: '7f0c1f5e-5d59-4a8e-9f0b-3c2e4a1b6d70',
  productId: abaya,
  userId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  authorName: 'Huda Salem',
  rating: 5,
  comment: null,
  now: new Date('2026-11-28T05:00:00Z'),
} as const;

const fold = (events: NewEvent[]) => events.reduce(purchaseFold.evolve, purchaseFold.initialState());
const placed = (...productIds: string[]): NewEvent => ({ type: 'OrderPlaced', data: { items: productIds.map((productId) => ({ productId })) } });
const moved = (to: string): NewEvent => ({ type: 'OrderStatusChanged', data: { to } });
const decide = (...orders: NewEvent[][]) =>
  writeReviewDecider.decide(command, { review: reviewDecider.initialState(), deliveries: deliveriesFold.initialState(), orders: orders.map(fold) });

describe('her right to review a product, from her orders', () => {
  it('is hers once an order holding the product stands delivered', () => {
    expect(decide([placed(hijab, abaya), moved('confirmed'), moved('shipped'), moved('delivered')]).events.review).toEqual([
      expect.objectContaining({ type: 'ReviewWritten', data: expect.objectContaining({ productId: abaya, rating: 5 }) }),
    ]);
  });

  it('is not hers for another product, an order still on its way, one edited to leave the product out, or one returned', () => {
    expect(() => decide([placed(hijab), moved('delivered')])).toThrow(/delivered/);
    expect(() => decide([placed(abaya), moved('shipped')])).toThrow(/delivered/);
    expect(() => decide([placed(abaya, hijab), { type: 'OrderItemsEdited', data: { items: [{ productId: hijab }] } }, moved('delivered')])).toThrow(/delivered/);
    expect(() => decide([placed(abaya), moved('delivered'), { type: 'OrderReturnStarted', data: {} }])).toThrow(/delivered/);
  });

  it('reads the orders her deliveries name, each once', () => {
    const deliveries = [{ type: 'CodDeliveryCounted', data: { orderId: 'a' } }, { type: 'CodDeliveryCounted', data: { orderId: 'a' } }, { type: 'CodDeliveryCounted', data: { orderId: 'b' } }].reduce(
      deliveriesFold.evolve,
      deliveriesFold.initialState(),
    );
    const more = writeReviewDecider.moreStreams!(command, { review: reviewDecider.initialState(), deliveries });
    expect(more.orders.map((read) => read.streamId)).toEqual(['order-a', 'order-b']);
  });
});
