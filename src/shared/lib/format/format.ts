/*
 * Numbers and dates as docs/product.md §9 shows them; money and days are the contract's, so a
 * mail shows them as a page does.
 */

export { formatDate, formatMoney } from '@contract/common';

/** Raised divided by goal times 100, rounded, with no cap (it may pass 100). */
export function progressPercent(raised: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.round((raised / goal) * 100);
}

/**
 * The day `instant` (ISO 8601) falls on where the reader is (or in `timeZone`), as yyyy-mm-dd:
 * an evening in UTC is already the next morning in India.
 */
export function localDay(instant: string, timeZone?: string): string {
  // Canadian English writes a date as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/**
 * A moment (ISO 8601) as a date and time in the admin's language: "5 Mar 2026, 14:05", on the
 * clock of `timeZone` (the trust's) or else the reader's. A 24-hour clock in both languages: in
 * Urdu a trailing "PM" would be moved by the bidi algorithm ("PM12:36").
 */
export function formatWhen(at: string, language: string, timeZone?: string): string {
  const locale = language === 'ur' ? 'ur-PK' : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(at));
}
