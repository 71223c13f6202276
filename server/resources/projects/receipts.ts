import { ErrorBody, IdParams, Receipt, financialYearOf, receiptNumberOf } from '@contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db';
import { conflict, notFound } from '../../http';

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
