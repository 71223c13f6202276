export { projectRoutes } from './projects';
