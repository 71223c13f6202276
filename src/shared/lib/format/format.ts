/*
 * Numbers and dates as SPEC.md §9 shows them. Formatters are made once: Intl objects are costly
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

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** en-GB, 2-digit day, short month, year: 05 Mar 2024. Takes yyyy-mm-dd. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayMonthYear.format(date);
}

/** Raised divided by goal times 100, rounded, with no cap (it may pass 100). */
export function progressPercent(raised: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.round((raised / goal) * 100);
}
