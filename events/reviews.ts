import { z } from 'zod';
import { userIdOf } from './personal-data.js';
import { defineEvent, type EventOf } from './catalogue.js';
import { shopperLocales } from './orders.js';

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

/** One stream per delivered order: appending to it "as new" is what asks her about that order once. */
export const reviewRequestStreamId = (orderId: string) => `review-request-${orderId}`;

/**
 * Some days after her order was delivered, the store asked her to review what it held that she had not reviewed yet:
 * a notification and a message in the order's language, each product with what links to it (as it was asked).
 */
export const ReviewRequested = defineEvent(
  'ReviewRequested',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    userId: z.uuid(),
    locale: z.enum(shopperLocales),
    products: z
      .array(z.object({ productId: z.uuid(), slug: z.string().min(1), nameEn: z.string(), nameAr: z.string() }))
      .min(1),
    requestedAt: z.string(),
  }),
);

export const reviewRequestEvents = [ReviewRequested] as const;
export type ReviewRequestEvent = EventOf<typeof reviewRequestEvents>;
export type ReviewRequestedData = ReviewRequestEvent['data'];
