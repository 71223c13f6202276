export { prefetchRefundPolicyPage } from './api/prefetch';
export { RefundPolicyPage } from './ui/RefundPolicyPage';
