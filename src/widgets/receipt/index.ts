// DonorTools first: its language switch's styles come before the receipt's, as on the admin's page.
export { DonorTools } from './ui/DonorTools';
export { ReceiptFrame } from './ui/ReceiptFrame';
export { ReceiptSheet } from './ui/ReceiptSheet';
