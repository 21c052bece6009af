export { stockAlertRoutes } from './routes.js';
export { stockAlertsOperations } from './operations.js';
export { fireStockAlerts } from './commands.js';
export { stockAlertsMigrations, stockAlertsQueue, stockAlertsReactor, type StockAlertJob } from './reactor.js';
export { stockAlertsOf } from './personal-data.js';
