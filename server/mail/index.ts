export { mailPlugin } from './mailPlugin';
export type { Mail } from './mailPlugin';
export { donorReceiptRoutes } from './donorReceipts';
export { mailRoutes } from './mailRoutes';
export { unsubscribeRoutes } from './updateMail';
