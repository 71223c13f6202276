export { ReceiptSheet } from './ui/ReceiptSheet';
