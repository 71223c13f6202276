// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoDonorsByProject } from './demoDonors';
export { DONATION_URL, DONATIONS_URL, donationBackend } from './donationMocks';
export type { SentDonationCall } from './donationMocks';
export { DONORS_URL, donorHandlers } from './donorMocks';
