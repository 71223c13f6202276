export { prefetchTermsConditionsPage } from './api/prefetch';
export { TermsConditionsPage } from './ui/TermsConditionsPage';
