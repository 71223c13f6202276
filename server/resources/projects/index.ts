export { donationRoutes } from './donations';
export { projectRoutes } from './projects';
