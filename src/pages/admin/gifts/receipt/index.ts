export { AdminReceiptPage } from './ui/AdminReceiptPage';
