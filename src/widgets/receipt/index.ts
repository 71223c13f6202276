export { ReceiptFrame } from './ui/ReceiptFrame';
export { ReceiptSheet } from './ui/ReceiptSheet';
export { DonorTools } from './ui/DonorTools';
