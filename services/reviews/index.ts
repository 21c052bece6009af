export { reviewRoutes } from './routes.js';
export { reviewRequest, maxCommentLength, type ReviewRequest } from './schemas.js';
