/*
 * The wire of the gifts: recorded by an admin or told of by a donor (pledges), their receipts,
 * import and Form 10BD, and the rules both sides apply. What only the server computes (badges,
 * totals, receipts, reading an import, Form 10BD's rows) lives in server/gifts/.
 */

export { rupeesInWords } from './amountInWords';
export { Form10bdQuery, ImportBody, ImportPreview, ImportQuery, ImportResult } from './giftFiles';
export { MAX_IMPORT_BYTES } from './giftImport';
export type { ImportRow, ImportRowStatus } from './giftImport';
export { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from './giftImportColumns';
export type { ImportColumn } from './giftImportColumns';
export type { ImportProblem, ImportProblemCode } from './giftImportProblems';
export { PLEDGE_BODY_LIMIT, PledgeAnswer, PledgeBody } from './pledges';
export {
  ANONYMOUS_DONOR,
  CASH_DEDUCTION_LIMIT,
  DONOR_DISPLAYS,
  DONOR_ID_TYPES,
  GIFT_PURPOSES,
  GIFT_STATUSES,
  PAN_PATTERN,
  PAYMENT_MODES,
  compactIdNumber,
  financialYearOf,
  idNumberMisses,
  initialsOf,
  isCashOverDeductionLimit,
  receiptNumberOf,
} from './rules';
export type {
  CheckedIdType,
  DonorDisplay,
  DonorIdType,
  GiftPurpose,
  GiftStatus,
  PaymentMode,
} from './rules';
export {
  Donor,
  DonorLanguage,
  DonorList,
  DonorType,
  GiftBody,
  GiftParams,
  GiftRecord,
  GiftRecordList,
  GiftTotal,
  GiftTotals,
  Receipt,
  ReceiptDeduction,
  WaitingGifts,
  WaitingGiftsList,
} from './schemas';
export { UTR_PATTERN, upiPayLink, upiPayeeOf } from './upi';
export { receiptTexts } from './receiptTexts';
export {
  DonorReceipt,
  DonorReceiptList,
  FindReceiptsAnswer,
  FindReceiptsBody,
  GiftMessages,
  GiftMessagesList,
  MailSetup,
  ReceiptTokenParams,
  UnsubscribeAnswer,
} from './messages';
