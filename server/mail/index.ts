export { mailPlugin } from './mailPlugin';
export type { Mail } from './mailPlugin';
export { mailRoutes } from './mailRoutes';
