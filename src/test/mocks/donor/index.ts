// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoDonorsByProject, demoGiftsByProject, publicDonors, toldGift } from './demoDonors';
export type { StoredGift } from './demoDonors';
export {
  DECISION_URL,
  DONATION_TOTALS_URL,
  WAITING_GIFTS_URL,
  DONATION_URL,
  DONATIONS_URL,
  RECEIPT_URL,
  PLEDGES_URL,
  donationBackend,
} from './donationMocks';
export type { SentDonationCall } from './donationMocks';
export { DONORS_URL, donorHandlers } from './donorMocks';
export { FORM_10BD_URL, IMPORT_PREVIEW_URL, IMPORT_URL } from './ledgerMocks';
