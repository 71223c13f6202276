// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoDonorsByProject, demoGiftsByProject, publicDonors, toldGift } from './demoGifts';
export type { StoredGift } from './demoGifts';
export {
  CONFIRM_OR_REJECT_URL,
  GIFT_TOTALS_URL,
  WAITING_GIFTS_URL,
  GIFT_URL,
  GIFTS_URL,
  RECEIPT_URL,
  PLEDGES_URL,
  giftBackend,
} from './giftMocks';
export type { SentGiftCall } from './giftMocks';
export { DONORS_URL, donorHandlers } from './donorMocks';
export { FORM_10BD_URL, IMPORT_PREVIEW_URL, IMPORT_URL } from './giftCsvMocks';
