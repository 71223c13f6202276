/*
 * Gifts: recorded by an admin or told of by a donor (pledges), their receipts, import and Form
 * 10BD.
 */

export { rupeesInWords } from './amountInWords';
export { parseCsv } from './csv';
export { financialYearDays, form10bdCsv } from './form10bd';
export { IMPORT_FILE_MESSAGES, MAX_IMPORT_BYTES, importPreviewOf, readImport } from './giftImport';
export type { ImportFileProblem, ImportRow } from './giftImport';
export { REQUIRED_IMPORT_COLUMNS } from './giftImportColumns';
export type { ImportColumn } from './giftImportColumns';
export {
  NO_GIFT_DETAILS,
  NO_RECEIPT_UNLESS_CONFIRMED,
  badgeGifts,
  giftDetailsWith,
  isCounted,
  publicGifts,
  receiptOf,
  totalsOf,
} from './gifts';
export type { GiftDetails, RecordedGift } from './gifts';
export { Form10bdQuery, ImportBody, ImportPreview, ImportResult } from './giftFiles';
export { PLEDGE_BODY_LIMIT, PledgeAnswer, PledgeBody } from './pledges';
export {
  GIFT_PURPOSES,
  DONOR_DISPLAYS,
  DONOR_ID_TYPES,
  GIFT_STATUSES,
  PAN_PATTERN,
  PAYMENT_MODES,
  compactIdNumber,
  financialYearOf,
  idNumberMisses,
  initialsOf,
  receiptNumberOf,
} from './rules';
export type {
  CheckedIdType,
  GiftPurpose,
  DonorDisplay,
  DonorIdType,
  GiftStatus,
  PaymentMode,
} from './rules';
export {
  GiftBody,
  GiftParams,
  GiftRecord,
  GiftRecordList,
  GiftTotal,
  GiftTotals,
  Donor,
  DonorList,
  DonorType,
  Receipt,
  WaitingGifts,
  WaitingGiftsList,
} from './schemas';
export { UTR_PATTERN, upiPayLink, upiPayeeOf } from './upi';
