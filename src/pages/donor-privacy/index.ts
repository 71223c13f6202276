export { prefetchDonorPrivacyPage } from './api/prefetch';
export { DonorPrivacyPage } from './ui/DonorPrivacyPage';
