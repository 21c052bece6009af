import type { ModuleManifest } from '../../infra/module-manifest.js';
import { couriersRoutes } from './routes.js';
export { addCourier, reviseCourier, remitCash, courierCashAsOf } from './commands.js';
export {
  courierRequest,
  courierChangesRequest,
  remittanceRequest,
  courierMessages,
  type CourierRequest,
  type CourierChangesRequest,
  type RemittanceRequest,
} from './schemas.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const couriersModule: ModuleManifest = { routes: couriersRoutes };
