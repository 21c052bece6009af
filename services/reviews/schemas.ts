import { z } from 'zod';
import { textField } from '../../infra/text.js';

export const maxCommentLength = 1000;
const ratingMessage = 'Rating must be a whole number from 1 to 5';
const commentMessage = `A comment can be at most ${maxCommentLength} characters`;

/** A shopper's review; pure zod, so the web app may share it. */
export const reviewRequest = z.object({
  rating: z
    .unknown()
    .refine((value): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5, {
      message: ratingMessage,
      params: { code: 'invalid_rating' },
    })
    .transform((value) => value as number),
  comment: textField(100_000, { multiLine: true })
    .refine((text) => text.length <= maxCommentLength, { message: commentMessage, params: { code: 'comment_too_long' } })
    .nullish()
    .transform((text) => text || null),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

/** A review as the shop shows it. */
export const reviewAnswer = z.object({
  id: z.string(),
  productId: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswer>;

/** A review as the back office sees it: its author's account, and whether it is hidden. */
export const adminReviewAnswer = reviewAnswer.extend({ userId: z.string(), hiddenAt: z.string().nullable() });
export type AdminReviewAnswer = z.infer<typeof adminReviewAnswer>;

/** Whether she may review a product now, decided as her review's write would be (purchases.ts). */
export const reviewEligibilityAnswer = z.object({
  canReview: z.boolean(),
  /** `eligible`; `purchase_required`: no order of hers holding it stands delivered; `already_reviewed`: she did. */
  reason: z.enum(['eligible', 'purchase_required', 'already_reviewed']),
});
export type ReviewEligibilityAnswer = z.infer<typeof reviewEligibilityAnswer>;
