import { refuse, type Decider } from '../../events/index.js';
import type { ReviewEvent } from '../../events/reviews.js';

export const reviewNotFoundMessage = 'Review not found';
export const purchaseRequiredMessage = 'Only a shopper whose order of this product was delivered can review it';
export const alreadyReviewedMessage = 'You have already reviewed this product';

export type ReviewCommand =
  | {
      readonly type: 'WriteReview';
      readonly reviewId: string;
      readonly productId: string;
      readonly userId: string;
      readonly authorName: string;
      readonly rating: number;
      readonly comment: string | null;
      /** Whether an order of hers holding the product has been delivered (read from the orders before deciding). */
      readonly hasDeliveredPurchase: boolean;
      readonly now: Date;
    }
  | { readonly type: 'HideReview'; readonly reviewId: string; readonly now: Date };

export type ReviewState =
  | { readonly written: false }
  | {
      readonly written: true;
      readonly reviewId: string;
      readonly productId: string;
      readonly userId: string;
      readonly rating: number;
      readonly hidden: boolean;
      /** When an admin hid it (null while shown): a hide's answer says it (ADR 049). */
      readonly hiddenAt: string | null;
    };

/**
 * One shopper's review of one product (one stream per pair): written once, by a shopper who received the
 * product; an admin may hide it, which leaves it out of the shop and the product's average for good.
 */
export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  streamType: 'review',
  initialState: () => ({ written: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ReviewWritten': {
        const { reviewId, productId, userId, rating } = event.data;
        return { written: true, reviewId, productId, userId, rating, hidden: false, hiddenAt: null };
      }
      case 'ReviewHidden':
        return state.written ? { ...state, hidden: true, hiddenAt: event.data.hiddenAt } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'WriteReview': {
        if (state.written) throw refuse.conflict(alreadyReviewedMessage, { code: 'already_reviewed' });
        if (!command.hasDeliveredPurchase) throw refuse.forbidden(purchaseRequiredMessage, { code: 'purchase_required' });
        const { type: _type, hasDeliveredPurchase: _purchase, now, ...review } = command;
        return [{ type: 'ReviewWritten', data: { ...review, writtenAt: now.toISOString() } }];
      }
      case 'HideReview': {
        if (!state.written || state.reviewId !== command.reviewId) throw refuse.notFound(reviewNotFoundMessage);
        if (state.hidden) return [];
        const { reviewId, productId, userId, rating } = state;
        return [{ type: 'ReviewHidden', data: { reviewId, productId, userId, rating, hiddenAt: command.now.toISOString() } }];
      }
    }
  },
};
