export { reviewRoutes } from './routes.js';
export { reviewRequest, maxCommentLength, type ReviewRequest } from './schemas.js';
export { reviewsOperations } from './operations.js';
export { reviewsOf } from './personal-data.js';
