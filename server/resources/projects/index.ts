export { donationRoutes } from './donations';
export { projectRoutes } from './projects';
export { receiptRoutes } from './receipts';
