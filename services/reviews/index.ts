import type { ModuleManifest } from '../../infra/module-manifest.js';
import { reviewRoutes } from './routes.js';
export { reviewRequest, maxCommentLength, type ReviewRequest } from './schemas.js';
export { reviewsOf } from './personal-data.js';
export {
  requestReviews,
  reviewRequestsMigrations,
  reviewRequestsQueue,
  reviewRequestsReactor,
  type ReviewRequestJob,
} from './review-request-job.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const reviewsModule: ModuleManifest = { routes: reviewRoutes };
