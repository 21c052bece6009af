import type { ModuleManifest } from '../../infra/module-manifest.js';
import { shopperNotificationsLivePublishers } from './live.js';
import { shopperNotificationsRoutes } from './routes.js';
export { notificationsOf } from './personal-data.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const shopperNotificationsModule: ModuleManifest = {
  routes: shopperNotificationsRoutes,
  livePublishers: shopperNotificationsLivePublishers,
};
