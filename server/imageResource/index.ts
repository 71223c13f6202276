export { imageResourceRoutes } from './imageResource';
export { imageRows } from './imageRows';
