import type { Language } from '../pages/language';

/*
 * Money and dates as docs/product.md §9 shows them, the same on a page and in a mail. Formatters
 * are made once: Intl objects are costly to build and these run for every card.
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
export function formatDate(isoDate: string, language: Language = 'en'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
