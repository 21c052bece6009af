export { settingsRoutes } from './routes.js';
export { changeSetting } from './commands.js';
export { settingRequest, settingsMessages, type SettingRequest } from './schemas.js';
export { settingsOperations } from './operations.js';
