export { ReceiptFrame } from './ui/ReceiptFrame';
export { ReceiptSheet } from './ui/ReceiptSheet';
