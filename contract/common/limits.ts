/*
 * Limits and text shapes every subject shares. Plain constants and checks: this file imports no
 * schema library, so the web app can use it without shipping the schemas (contract/package.json
 * marks the contract free of side effects, letting webpack drop the schema modules the app does
 * not use).
 */

/** Limits shared by the server's validation and the SPA's forms. */
export const LIMITS = {
  name: 200,
  heading: 300,
  text: 10_000,
  url: 2048,
  pageLimit: 100,
  /** Far past any real list; a larger page would take the offset past what SQL can hold. */
  lastPage: 1_000_000,
} as const;

/** Only http(s) URLs are ever stored: never javascript:, data: or vbscript:. */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+[^\\s]*$';

export function isHttpUrl(value: string): boolean {
  if (!new RegExp(HTTP_URL_PATTERN).test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** yyyy-mm-dd that names a real calendar day. */
export function isValidIsoDate(value: string): boolean {
  if (!new RegExp(ISO_DATE_PATTERN).test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The organisation's support phone: digits with an optional leading +, as dialled internationally. */
export const PHONE_PATTERN = '^\\+?[0-9]{6,15}$';
/** A plausible email address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/**
 * The largest amount of rupees one goal or one gift may hold (₹100 crore). It stays within a
 * 32-bit integer column, so SQLite and PostgreSQL store the same values.
 */
export const MAX_RUPEES = 1_000_000_000;

/**
 * A financial year as accounts, receipts, reports and Form 10BD name it: "2024-25" (1 April 2024
 * to 31 March 2025), the shape `financialYearOf` gives.
 */
export const FINANCIAL_YEAR_PATTERN = '^(?:19|20)[0-9]{2}-[0-9]{2}$';

/** Whether `year` is a financial year whose second part follows its first ("2024-25"). */
export function isFinancialYear(year: string): boolean {
  if (!new RegExp(FINANCIAL_YEAR_PATTERN).test(year)) return false;
  const start = Number(year.slice(0, 4));
  return Number(year.slice(5, 7)) === (start + 1) % 100;
}
