export { identityRoutes } from './routes.js';
export { registerUser, emailTakenMessage } from './register.js';
export { loginThrottleMigration } from './login-throttle.js';
export { loginRequest, registerRequest } from './schemas.js';
