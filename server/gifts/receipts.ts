import { GIFT_ROLES } from '@contract/admin';
import { NO_RECEIPT_UNLESS_CONFIRMED, receiptOf } from './giftViews';
import { receiptWordingFor } from './receiptWording';
import { ErrorBody, IdParams } from '@contract/common';
import { Receipt } from '@contract/gifts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordChange } from '../auth';
import type { Db } from '../db';
import { conflict, notFound } from '../http';

/**
 * A gift's receipt: undefined when there is no such gift, `receipt` undefined when the gift has
 * none (not confirmed). The admin's receipt, the donor's receipt page and the receipt mail say
 * the same.
 */
export async function receiptOfGift(
  db: Db,
  donationId: number,
): Promise<{ receipt: Receipt | undefined } | undefined> {
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
    .where('donations.id', '=', donationId)
    .executeTakeFirst();
  if (!gift) return undefined;
  const { projectId, title, titleUr, ...stored } = gift;
  const recorded = { ...stored, amount: Number(stored.amount) };
  return {
    receipt: receiptOf(
      recorded,
      { projectId, title, titleUr },
      await receiptWordingFor(db, recorded),
    ),
  };
}

export const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/donations/:id/receipt',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          "What a confirmed gift's receipt says (admin only): its number, the donor with their " +
          'id and address, the amount, date, payment mode and reference, purpose and project. ' +
          'A gift not confirmed has no receipt (409)',
        description:
          "`deduction` is the tax deduction the receipt tells of, in the wording of the gift's " +
          "financial year (the `receipt-wording` setting), with the trust's name filled in and " +
          '`cashOverLimit` for a gift paid in cash above ₹2,000 (it earns none); null when the ' +
          "trust has no 80G registration valid on the gift's date.",
        params: IdParams,
        response: { 200: Receipt, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const found = await receiptOfGift(db, request.params.id);
      if (!found) throw notFound('Donation');
      const { receipt } = found;
      if (!receipt) throw conflict(NO_RECEIPT_UNLESS_CONFIRMED);
      // Who saw donors' private details is recorded (docs/product.md §6).
      await recordChange(db, request, {
        resource: 'donation',
        resourceId: receipt.id,
        action: 'view',
        summary: `Receipt ${receipt.receiptNumber}`,
      });
      return receipt;
    },
  );
};
