import { z } from 'zod';
import { userIdOf } from './personal-data.js';
import { defineEvent, type EventOf } from './catalogue.js';

/** One stream per product and reviewer: appending to it "as new" is what lets her review a product only once. */
export const reviewStreamId = (productId: string, userId: string) => `review-${productId}-${userId}`;

export const ReviewWritten = defineEvent(
  'ReviewWritten',
  z.object({
    reviewId: z.uuid(),
    productId: z.uuid(),
    userId: z.uuid(),
    /** Her name as it was when she wrote it: the review shows it. */
    authorName: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    writtenAt: z.string(),
  }),
  { personal: { erased: { authorName: '' }, person: userIdOf } },
);

/** An admin took the review off the shop; the admin is the event's actor. */
export const ReviewHidden = defineEvent(
  'ReviewHidden',
  // The rating it had, so a product's average can drop it without the review at hand.
  z.object({ reviewId: z.uuid(), productId: z.uuid(), userId: z.uuid(), rating: z.number().int().min(1).max(5), hiddenAt: z.string() }),
);

export const reviewEvents = [ReviewWritten, ReviewHidden] as const;
export type ReviewEvent = EventOf<typeof reviewEvents>;
