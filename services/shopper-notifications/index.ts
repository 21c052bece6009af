export { shopperNotificationsRoutes } from './routes.js';
export { shopperNotificationsOperations } from './operations.js';
