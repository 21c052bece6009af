export { shopperNotificationsRoutes } from './routes.js';
export { shopperNotificationsOperations } from './operations.js';
export { notificationsOf } from './personal-data.js';
export { shopperNotificationsLivePublishers } from './live.js';
