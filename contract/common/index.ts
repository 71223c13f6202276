/* What every subject shares: limits, text shapes, the error body, paging and the list envelope. */

export { formatDate, formatMoney } from './format';
export { ErrorBody, HttpUrl, IdParams, ListEnvelope, Localized, OptionalHttpUrl } from './common';
export {
  EMAIL_PATTERN,
  FINANCIAL_YEAR_PATTERN,
  HTTP_URL_PATTERN,
  ISO_DATE_PATTERN,
  LIMITS,
  MAX_RUPEES,
  PHONE_PATTERN,
  isFinancialYear,
  isHttpUrl,
  isValidIsoDate,
} from './limits';
export { KEPT_FORMAT_CHARACTERS, withoutFormatControls } from './plainText';
