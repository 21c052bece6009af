import type { Queryable } from '../../events/index.js';
import { listReviewsByAuthor } from '../../projections/reviews/index.js';
import type { AdminReviewAnswer } from './schemas.js';

/** Every review she wrote, for her data export: hidden ones too (with when staff hid them), newest first. */
export function reviewsOf(db: Queryable, userId: string): Promise<AdminReviewAnswer[]> {
  return listReviewsByAuthor(db, userId);
}
