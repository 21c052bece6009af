import type { ModuleManifest } from '../../infra/module-manifest.js';
import { settingsRoutes } from './routes.js';
import { businessRoutes } from './business-routes.js';
export { changeSetting, setBusinessDetails } from './commands.js';
export { businessRequest } from './business.decider.js';
export { settingRequest, settingsMessages, type SettingRequest } from './schemas.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const settingsModule: ModuleManifest = {
  routes: [
    ...settingsRoutes,
    ...businessRoutes,
  ],
};
