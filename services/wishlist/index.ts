import type { ModuleManifest } from '../../infra/module-manifest.js';
import { wishlistRoutes } from './routes.js';
export { wishlistOf } from './personal-data.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const wishlistModule: ModuleManifest = { routes: wishlistRoutes };
