import type { ModuleManifest } from '../../infra/module-manifest.js';
import { stockAlertRoutes } from './routes.js';
export { fireStockAlerts } from './commands.js';
export { stockAlertsMigrations, stockAlertsQueue, stockAlertsReactor, type StockAlertJob } from './reactor.js';
export { stockAlertsOf } from './personal-data.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const stockAlertsModule: ModuleManifest = { routes: stockAlertRoutes };
