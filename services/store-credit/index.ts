export { storeCreditRoutes } from './routes.js';
export { storeCreditOperations } from './operations.js';
export { storeCreditOf } from './personal-data.js';
