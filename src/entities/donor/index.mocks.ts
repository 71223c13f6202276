// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoDonorsByProject } from './api/demoDonors';
export { DONATION_URL, DONATIONS_URL, donationBackend } from './api/donationMocks';
export type { SentDonationCall } from './api/donationMocks';
export { DONORS_URL, donorHandlers } from './api/donorMocks';
