export { shopperNotificationsRoutes } from './routes.js';
