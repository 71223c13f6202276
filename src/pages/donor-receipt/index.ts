export { DonorReceiptPage } from './ui/DonorReceiptPage';
