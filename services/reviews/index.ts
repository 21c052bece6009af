export { reviewRoutes } from './routes.js';
export { reviewRequest, maxCommentLength, type ReviewRequest } from './schemas.js';
export { reviewsOperations } from './operations.js';
export { reviewsOf } from './personal-data.js';
export {
  requestReviews,
  reviewRequestsMigrations,
  reviewRequestsQueue,
  reviewRequestsReactor,
  type ReviewRequestJob,
} from './review-request-job.js';
