export { storeCreditRoutes } from './routes.js';
export { storeCreditOperations } from './operations.js';
