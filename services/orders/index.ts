export { ordersRoutes } from './routes.js';
export { orderNumberMigration } from './place-order.js';
export { lowStockQueue, lowStockReactor, recordLowStockNotice, type LowStockJob, type SendJob } from './low-stock.js';
export { unconfirmedOrdersJob, unconfirmedOrdersQueue } from './unconfirmed-orders.js';
export { placeOrderRequest, changeStatusRequest } from './schemas.js';
export { orderHistory } from './history.js';
export { orderAuditRoutes } from './audit-routes.js';
export { ordersOperations } from './operations.js';
export { countCodFromLog } from './cod-counts.js';
