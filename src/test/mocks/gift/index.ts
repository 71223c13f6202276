// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoDonorsByProject, demoGiftsByProject, publicDonors, toldGift } from './demoGifts';
export type { StoredGift } from './demoGifts';
export {
  GIFT_TOTALS_URL,
  WAITING_GIFTS_URL,
  GIFT_URL,
  GIFTS_URL,
  PLEDGES_URL,
  giftBackend,
} from './giftMocks';
export { DONORS_URL, donorHandlers } from './donorMocks';
export { FORM_10BD_URL, IMPORT_PREVIEW_URL } from './giftCsvMocks';
export {
  DEMO_MAIL_FROM,
  RECEIPT_MAIL_URL,
  receiptLinkOf,
  whatsappLinkOf,
} from './giftMessagesMocks';
export type { GiftMessagesOptions } from './giftMessagesMocks';
