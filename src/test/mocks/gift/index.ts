// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoDonorsByProject, demoGiftsByProject, publicDonors, toldGift } from './demoGifts';
export type { StoredGift } from './demoGifts';
export {
  DECISION_URL,
  DONATION_TOTALS_URL,
  WAITING_GIFTS_URL,
  DONATION_URL,
  DONATIONS_URL,
  RECEIPT_URL,
  PLEDGES_URL,
  donationBackend,
} from './giftMocks';
export type { SentDonationCall } from './giftMocks';
export { DONORS_URL, donorHandlers } from './donorMocks';
export { FORM_10BD_URL, IMPORT_PREVIEW_URL, IMPORT_URL } from './giftCsvMocks';
