import { describe, it } from 'vitest';
import type { ReviewEvent } from '../../events/reviews.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { reviewDecider, type ReviewCommand } from './review.decider.js';

const given = deciderSpec(reviewDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const ids = {
  reviewId: '11111111-1111-4111-8111-111111111111',
  productId: '22222222-2222-4222-8222-222222222222',
  userId: '33333333-3333-4333-8333-333333333333',
};
const write = (more: Partial<Extract<ReviewCommand, { type: 'WriteReview' }>> = {}): ReviewCommand => ({
  type: 'WriteReview',
  ...ids,
  authorName: 'Huda',
  rating: 5,
  comment: 'Soft fabric, true to size.',
  hasDeliveredPurchase: true,
  now,
  ...more,
});
const written: ReviewEvent = {
  type: 'ReviewWritten',
  data: { ...ids, authorName: 'Huda', rating: 5, comment: 'Soft fabric, true to size.', writtenAt: now.toISOString() },
};
const hidden: ReviewEvent = { type: 'ReviewHidden', data: { ...ids, rating: 5, hiddenAt: now.toISOString() } };

describe('review decider', () => {
  it('records the review of a shopper whose order of the product was delivered', () => {
    given([]).when(write()).then([written]);
  });

  it('refuses a shopper without a delivered order of the product', () => {
    given([]).when(write({ hasDeliveredPurchase: false })).thenRefuses('forbidden', { code: 'purchase_required' });
  });

  it('refuses a second review of the same product by the same shopper, also once the first is hidden', () => {
    given([written]).when(write({ reviewId: '44444444-4444-4444-8444-444444444444', rating: 1 })).thenRefuses('conflict', {
      code: 'already_reviewed',
    });
    given([written, hidden]).when(write()).thenRefuses('conflict', { code: 'already_reviewed' });
  });

  it('hides a review once, with the rating it had; hiding it again records nothing', () => {
    given([written]).when({ type: 'HideReview', reviewId: ids.reviewId, now }).then([hidden]);
    given([written, hidden]).when({ type: 'HideReview', reviewId: ids.reviewId, now }).then([]);
  });

  it('cannot hide a review that is not there', () => {
    given([]).when({ type: 'HideReview', reviewId: ids.reviewId, now }).thenRefuses('not_found', 'Review not found');
  });
});
