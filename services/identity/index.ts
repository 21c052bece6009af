import type { ModuleManifest } from '../../infra/module-manifest.js';
import { identityRoutes } from './routes.js';
import { profileRoutes } from './profile-routes.js';
import { customersRoutes } from './customers-routes.js';
import { eraseRoutes } from './erase-routes.js';
export { registerUser, emailTakenMessage } from './register.js';
export { authLimitsMigration, clearAuthLimits, sweepAuthLimits } from './auth-limits.js';
export { loginRequest, registerRequest } from './schemas.js';
export { profileOf } from './personal-data.js';
export { personalDataRetentionJob, personalDataRetentionQueue } from './retention.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const identityModule: ModuleManifest = {
  routes: [
    ...identityRoutes,
    ...profileRoutes,
    ...customersRoutes,
    ...eraseRoutes,
  ],
};
