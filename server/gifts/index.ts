/*
 * The gifts: recorded by an admin, told of by a donor (pledges, UPI) and confirmed or rejected,
 * imported from a CSV, their receipts and receipt numbers, Form 10BD. A module, not a resource:
 * the projects resource shows each project's donors from it, and modules never import resources.
 */
export { confirmationRoutes } from './confirmation';
export { form10bdRoutes } from './form10bd';
export { giftImportRoutes } from './giftImport';
export { giftRoutes } from './gifts';
export { NO_GIFT_DETAILS, giftDetailsWith } from './giftViews';
export type { GiftDetails } from './giftViews';
export { donorsOf, existingProject } from './queries';
export { receiptNumbersFor } from './receiptNumbers';
export { receiptOfGift, receiptRoutes } from './receipts';
export { deductionOf, receiptWordingFor } from './receiptWording';
export type { WordingSettings } from './receiptWording';
export { upiGivingRoutes } from './upiGiving';
export { admitAttempt } from './pledgeLimits';
