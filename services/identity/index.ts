export { identityRoutes } from './routes.js';
export { registerUser, emailTakenMessage } from './register.js';
export { authLimitsMigration, clearAuthLimits, sweepAuthLimits } from './auth-limits.js';
export { loginRequest, registerRequest } from './schemas.js';
export { identityOperations } from './operations.js';
export { profileOf } from './personal-data.js';
export { personalDataRetentionJob, personalDataRetentionQueue } from './retention.js';
