import type { ModuleManifest } from '../../infra/module-manifest.js';
import { ordersLivePublishers } from './live.js';
import { accountOrdersRoutes } from './account-routes.js';
import { cartQuoteRoutes } from './quote-route.js';
import { orderLifeRoutes } from './lifecycle-routes.js';
import { orderEditRoutes } from './edit-routes.js';
import { orderLinkRoutes } from './confirm-routes.js';
import { invoiceRoutes } from './invoice-routes.js';
import { codRulesRoutes } from './cod-rules-routes.js';
import { codSimulationRoutes } from './cod-simulation-routes.js';
import { deliveryRoutes } from './delivery-routes.js';
import { couponRoutes } from './coupon-routes.js';
import { returnRoutes } from './return-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { ordersRoutes } from './routes.js';
import { orderAuditRoutes } from './audit-routes.js';
export { orderNumberMigration } from './place-order.js';
export { lowStockQueue, lowStockReactor, recordLowStockNotice, type LowStockJob, type SendJob } from './low-stock.js';
export { unconfirmedOrdersJob, unconfirmedOrdersQueue } from './unconfirmed-orders.js';
export { placeOrderRequest, changeStatusRequest } from './schemas.js';
export { orderHistory } from './history.js';
export { countCodFromLog } from './cod-counts.js';
export { setDeliveryTerms } from './delivery-routes.js';
export { deliveryRequest } from './schemas.js';
export { ordersOf, returnsOf } from './personal-data.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const ordersModule: ModuleManifest = {
  routes: [
    ...accountOrdersRoutes,
    ...cartQuoteRoutes,
    ...orderLifeRoutes,
    ...orderEditRoutes,
    ...orderLinkRoutes,
    ...invoiceRoutes,
    ...codRulesRoutes,
    ...codSimulationRoutes,
    ...deliveryRoutes,
    ...couponRoutes,
    ...returnRoutes,
    ...dashboardRoutes,
    ...ordersRoutes,
    ...orderAuditRoutes,
  ],
  livePublishers: ordersLivePublishers,
};
