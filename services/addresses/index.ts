import type { ModuleManifest } from '../../infra/module-manifest.js';
import { addressRoutes } from './routes.js';
export { addressRequest, addressChangesRequest, type AddressRequest, type AddressChangesRequest } from './schemas.js';
export { addressesOf } from './personal-data.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const addressesModule: ModuleManifest = { routes: addressRoutes };
