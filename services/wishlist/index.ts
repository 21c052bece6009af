export { wishlistRoutes } from './routes.js';
export { wishlistOperations } from './operations.js';
export { wishlistOf } from './personal-data.js';
