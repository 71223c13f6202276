import { financialYearOf, receiptNumberOf } from '@contract';
import type { Db } from '../../db';

/**
 * The next receipt number of a gift's financial year, taken in the transaction that confirms the
 * gift. The year's counter only grows (one upsert, so two admins at once get two numbers): a
 * gift deleted later leaves a gap, and no number is given twice.
 */
export async function nextReceiptNumber(trx: Db, date: string): Promise<string> {
  const financialYear = financialYearOf(date);
  const { lastNumber } = await trx
    .insertInto('receiptCounters')
    .values({ financialYear, lastNumber: 1 })
    .onConflict((conflict) =>
      conflict
        .column('financialYear')
        .doUpdateSet((eb) => ({ lastNumber: eb('receiptCounters.lastNumber', '+', 1) })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return receiptNumberOf(financialYear, Number(lastNumber));
}
