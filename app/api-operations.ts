import { addressesModule } from '../services/addresses/index.js';
import { auditModule } from '../services/audit/index.js';
import { catalogModule } from '../services/catalog/index.js';
import { contentModule } from '../services/content/index.js';
import { couriersModule } from '../services/couriers/index.js';
import { identityModule } from '../services/identity/index.js';
import { mailRoutes } from '../services/mail/index.js';
import { ordersModule } from '../services/orders/index.js';
import { reviewsModule } from '../services/reviews/index.js';
import { settingsModule } from '../services/settings/index.js';
import { shopperNotificationsModule } from '../services/shopper-notifications/index.js';
import { stockAlertsModule } from '../services/stock-alerts/index.js';
import { wishlistModule } from '../services/wishlist/index.js';
import { storeCreditModule } from '../services/store-credit/index.js';
import { openApiRoutes, type ApiOperation } from '../infra/http/openapi.js';
import type { ModuleManifest } from '../infra/module-manifest.js';
import { mediaRoutes } from '../infra/media/index.js';
import { accountExportRoutes } from './http/account-export.js';
import { adminHealthRoutes } from './http/admin-health.js';
import { readinessRoutes } from './http/readiness.js';

/** The store's modules, in the order their routes are mounted (server.ts): each is given the module context. */
export const storeModules: readonly ModuleManifest[] = [
  identityModule,
  catalogModule,
  contentModule,
  settingsModule,
  couriersModule,
  ordersModule,
  shopperNotificationsModule,
  addressesModule,
  wishlistModule,
  storeCreditModule,
  stockAlertsModule,
  reviewsModule,
  { routes: accountExportRoutes },
  auditModule,
];

/**
 * Every call of the API, as the document (GET /api/openapi.json) describes it: the route definitions the store
 * mounts, the modules' and the store's own (images, mail, health, readiness, the document itself).
 */
export const apiOperations: readonly ApiOperation[] = [
  ...storeModules.flatMap((module) => module.routes),
  ...mediaRoutes,
  ...mailRoutes,
  ...adminHealthRoutes,
  ...readinessRoutes,
  ...openApiRoutes,
];
