import { loadStream, type EventStore } from '../../events/index.js';
import { customerOrdersStreamId, orderStreamId } from '../../events/orders.js';
import { reviewStreamId } from '../../events/reviews.js';
import { deliveriesFold, holdsDelivered, purchaseFold } from './purchases.decider.js';
import { reviewDecider } from './review.decider.js';

/** Why she may or may not review a product now: `eligible`, or the code the write would refuse her with. */
export type ReviewEligibility =
  | { readonly canReview: true; readonly reason: 'eligible' }
  | { readonly canReview: false; readonly reason: 'already_reviewed' | 'purchase_required' };

/**
 * Whether her review of the product would be written now, read from the same streams as the write
 * (`writeReviewDecider`) and decided by the same rules in the same order: a review of hers first, then a delivered
 * order holding the product.
 */
export async function reviewEligibility(store: EventStore, productId: string, userId: string): Promise<ReviewEligibility> {
  const [review, deliveries] = await Promise.all([
    loadStream(store, reviewDecider, reviewStreamId(productId, userId)),
    loadStream(store, deliveriesFold, customerOrdersStreamId(userId)),
  ]);
  if (review.state.written) return { canReview: false, reason: 'already_reviewed' };
  const orders = await Promise.all(
    [...new Set(deliveries.state.delivered)].map(async (orderId) => (await loadStream(store, purchaseFold, orderStreamId(orderId))).state),
  );
  return holdsDelivered(orders, productId) ? { canReview: true, reason: 'eligible' } : { canReview: false, reason: 'purchase_required' };
}
