import { ErrorBody, IdParams, Receipt } from '@contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, notFound } from '../../http';

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
