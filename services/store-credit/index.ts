import type { ModuleManifest } from '../../infra/module-manifest.js';
import { storeCreditRoutes } from './routes.js';
export { storeCreditOf } from './personal-data.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const storeCreditModule: ModuleManifest = { routes: storeCreditRoutes };
