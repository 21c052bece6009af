export { settingsRoutes } from './routes.js';
export { changeSetting, setBusinessDetails } from './commands.js';
export { businessRequest } from './business.decider.js';
export { settingRequest, settingsMessages, type SettingRequest } from './schemas.js';
export { settingsOperations } from './operations.js';
