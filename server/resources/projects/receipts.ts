import { ErrorBody, IdParams, Receipt, financialYearOf, receiptNumberOf } from '@contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { conflict, notFound } from '../../http';

/**
 * The next receipt numbers for gifts confirmed together, by date within each financial year, taken in the transaction that confirms them. Each year's counter only grows
 * (one upsert per year, so two admins at once get different numbers): a gift deleted later
 * leaves a gap, and no number is given twice.
 */
export async function receiptNumbersFor(trx: Db, dates: readonly string[]): Promise<string[]> {
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
export const nextReceiptNumber = async (trx: Db, date: string) =>
  (await receiptNumbersFor(trx, [date]))[0] ?? '';

export const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/donations/:id/receipt',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['projects'],
        summary:
          "What a confirmed gift's receipt says (admin only): its number, the donor with their " +
          'id and address, the amount, date, payment mode and reference, purpose and project. ' +
          'A gift not confirmed has no receipt (409)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Receipt, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const gift = await db
        .selectFrom('donations')
        .innerJoin('projects', 'projects.id', 'donations.projectId')
        .select([
          'donations.id',
          'donations.receiptNumber',
          'donations.status',
          'donations.donorName',
          'donations.amount',
          'donations.date',
          'donations.purpose',
          'donations.paymentMode',
          'donations.paymentReference',
          'donations.donorIdType',
          'donations.donorIdNumber',
          'donations.donorAddress',
          'projects.projectId',
          'projects.title',
          'projects.titleUr',
        ])
        .where('donations.id', '=', request.params.id)
        .executeTakeFirst();
      if (!gift) throw notFound('Donation');
      const { receiptNumber, status, projectId, title, titleUr, ...rest } = gift;
      if (status !== 'confirmed' || !receiptNumber) {
        throw conflict('A receipt is given only for a confirmed gift');
      }
      return {
        ...rest,
        receiptNumber,
        amount: Number(rest.amount),
        project: { projectId, title, titleUr },
      };
    },
  );
};
