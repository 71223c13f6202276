export { donationRoutes } from './donations';
export { form10bdRoutes } from './form10bd';
export { giftImportRoutes } from './giftImport';
export { projectRoutes } from './projects';
export { receiptRoutes } from './receipts';
export { reviewRoutes } from './review';
export { upiGivingRoutes } from './upiGiving';
