export { settingRoutes } from './settings';
