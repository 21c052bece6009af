export { wishlistRoutes } from './routes.js';
