/*
 * Numbers and dates as docs/product.md §9 shows them. Formatters are made once: Intl objects are costly
 * to build and these run for every card.
 */

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** ₹ with Indian grouping and no decimals: ₹12,34,567. */
export function formatMoney(amount: number): string {
  return rupees.format(Math.round(amount));
}

/*
 * Spelled out rather than taken from Intl: recent ICU writes "Sept" for en-GB, docs/product.md shows
 * "Sep"; and the server's ICU and the browser's may differ, which a hydrated page cannot afford.
 */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ur: [
    'جنوری',
    'فروری',
    'مارچ',
    'اپریل',
    'مئی',
    'جون',
    'جولائی',
    'اگست',
    'ستمبر',
    'اکتوبر',
    'نومبر',
    'دسمبر',
  ],
} as const;

/**
 * 2-digit day, month, year: 05 Mar 2024 (en-GB, as docs/product.md shows it), or 05 مارچ 2024 in Urdu.
 * Takes yyyy-mm-dd.
 */
export function formatDate(isoDate: string, language: keyof typeof MONTHS = 'en'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

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

/** A moment (ISO 8601) as a date and time in the admin's language: "5 Mar 2026, 14:05". */
export function formatWhen(at: string, language: string): string {
  const locale = language === 'ur' ? 'ur-PK' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
}
