export { donationRoutes } from './donations';
export { projectRoutes } from './projects';
export { reviewRoutes } from './review';
export { upiGivingRoutes } from './upiGiving';
