export { newsRoutes } from './news';
