export { wishlistRoutes } from './routes.js';
export { wishlistOperations } from './operations.js';
