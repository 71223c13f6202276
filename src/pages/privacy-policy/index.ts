export { prefetchPrivacyPolicyPage } from './api/prefetch';
export { PrivacyPolicyPage } from './ui/PrivacyPolicyPage';
