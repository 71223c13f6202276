/* Donors hear back: consents to a project's updates. */
export { giveConsent } from './consents';
export type { ConsentHow } from './consents';
export { mailPlugin } from './mailPlugin';
export type { Mail } from './mailPlugin';
export { donorReceiptRoutes } from './donorReceipts';
export { mailRoutes } from './mailRoutes';
