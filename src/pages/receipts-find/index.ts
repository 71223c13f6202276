export { prefetchReceiptsFindPage } from './api/prefetch';
export { ReceiptsFindPage } from './ui/ReceiptsFindPage';
