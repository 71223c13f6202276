import type { Kysely } from 'kysely';
import { financialYearOf, receiptNumberOf } from '@contract/gifts';
import type { Database } from '../db';

/**
 * The next receipt numbers for gifts confirmed together, by date within each financial year, taken in the transaction that confirms them. Each year's counter only grows
 * (one upsert per year, so two admins at once get different numbers): a gift deleted later
 * leaves a gap, and no number is given twice.
 */
export async function receiptNumbersFor(
  trx: Kysely<Database>,
  dates: readonly string[],
): Promise<string[]> {
  const years = dates.map(financialYearOf);
  const counts = new Map<string, number>();
  for (const year of years) counts.set(year, (counts.get(year) ?? 0) + 1);
  const next = new Map<string, number>();
  for (const [financialYear, count] of counts) {
    const { lastNumber } = await trx
      .insertInto('receiptCounters')
      .values({ financialYear, lastNumber: count })
      .onConflict((conflict) =>
        conflict
          .column('financialYear')
          .doUpdateSet((eb) => ({ lastNumber: eb('receiptCounters.lastNumber', '+', count) })),
      )
      .returning('lastNumber')
      .executeTakeFirstOrThrow();
    next.set(financialYear, Number(lastNumber) - count + 1);
  }
  const numbers: string[] = [];
  const byDate = dates.map((date, index) => ({ date, index }));
  byDate.sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index);
  for (const { index } of byDate) {
    const year = years[index] ?? '';
    const place = next.get(year) ?? 1;
    next.set(year, place + 1);
    numbers[index] = receiptNumberOf(year, place);
  }
  return numbers;
}

/** The next receipt number of one gift's financial year (see receiptNumbersFor). */
export const nextReceiptNumber = async (trx: Kysely<Database>, date: string) =>
  (await receiptNumbersFor(trx, [date]))[0] ?? '';
