import { GIFT_ROLES } from '@contract/admin';
import { financialYearDays, form10bdCsv } from './form10bdCsv';
import { ErrorBody } from '@contract/common';
import { Form10bdQuery } from '@contract/gifts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordChange } from '../auth';
import { HttpError } from '../http';

/*
 * Form 10BD for a financial year: every gift of the year across projects, one row per gift (as
 * the form allows for a donor who gave several times), in the portal template's column order.
 */
export const form10bdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/donations/form-10bd',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'Every confirmed gift of a financial year (?year=2025-26: April 2025 to March 2026) as Form ' +
          "10BD's CSV (admin only), oldest first, one row per gift: ID Code 1-7 from the donor's " +
          'ID type, Section Code "Section 80G", Donation Type "Others", the mode of receipt ' +
          'from the payment mode. The pre-acknowledgement number and the URN with its date are ' +
          'left blank for the trust to fill; a cell that would run as a formula starts with an ' +
          'apostrophe. Each download is in the audit trail (the year and how many gifts: it ' +
          "holds donors' PAN and addresses)",
        querystring: Form10bdQuery,
        produces: ['text/csv'],
        response: {
          200: {
            description: 'text/csv attachment',
            content: { 'text/csv': { schema: Type.String() } },
          },
          400: ErrorBody,
          401: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const days = financialYearDays(year);
      if (!days) throw new HttpError(400, 'year must be a financial year such as 2025-26', 'year');
      const gifts = await db
        .selectFrom('donations')
        .select([
          'donorName',
          'amount',
          'donorIdType',
          'donorIdNumber',
          'donorAddress',
          'paymentMode',
        ])
        // A gift waiting for confirmation, or rejected, was not received: it is not reported.
        .where('status', '=', 'confirmed')
        .where('date', '>=', days.from)
        .where('date', '<=', days.to)
        .orderBy('date')
        .orderBy('id')
        .execute();
      await recordChange(db, request, {
        resource: 'form10bd',
        resourceId: year,
        action: 'export',
        summary: `${year}: ${gifts.length}`,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form-10bd-${year}.csv"`)
        .header('cache-control', 'no-store')
        .send(form10bdCsv(gifts.map((gift) => ({ ...gift, amount: Number(gift.amount) }))));
    },
  );
};
