import { GIFT_ROLES } from '@contract/admin';
import { ErrorBody } from '@contract/common';
import { GiftParams, GiftRecord, type GiftStatus } from '@contract/gifts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited } from '../auth';
import type { Db } from '../db';
import { nextReceiptNumber } from './receiptNumbers';
import { conflict, notFound } from '../http';
import { giftSummary } from './gifts';
import { giftsOf, existingProject } from './queries';

/*
 * An admin's answer to a gift a donor told of (upiGiving.ts): confirmed, it counts and gets its
 * receipt number; rejected, it is kept (the reference stays taken) and counts nowhere. Only a
 * pending gift can be either; each decision is in the audit trail.
 */

/**
 * Sets a pending gift's decision, only while it is still pending: of two deciding it at once
 * (two admins, or an admin and an import), one wins and the other gets 409.
 */
export async function confirmOrRejectPending(
  trx: Db,
  donationId: number,
  status: Exclude<GiftStatus, 'pending'>,
  receiptNumber: string | null,
): Promise<void> {
  const changed = await trx
    .updateTable('donations')
    .set({ status, receiptNumber })
    .where('id', '=', donationId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) {
    throw conflict('This gift was decided meanwhile', 'status');
  }
}

const DECISIONS = {
  confirm: 'confirmed',
  reject: 'rejected',
} as const satisfies Record<string, GiftStatus>;

export const confirmationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  for (const action of Object.keys(DECISIONS) as (keyof typeof DECISIONS)[]) {
    app.post(
      `/projects/:id/donations/:donationId/${action}`,
      {
        config: { access: GIFT_ROLES },
        schema: {
          tags: ['projects'],
          summary:
            action === 'confirm'
              ? 'Confirms a pending gift (the money arrived): it counts from now on and gets ' +
                'the next receipt number of its financial year. 409 when it is not pending'
              : 'Rejects a pending gift (the money never arrived): it is kept, counted nowhere. ' +
                '409 when it is not pending',
          params: GiftParams,
          response: { 200: GiftRecord, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        const project = await existingProject(db, request.params.id);
        const { donationId } = request.params;
        await audited(
          db,
          request,
          async (trx) => {
            const gift = await trx
              .selectFrom('donations')
              .select(['status', 'date', 'amount', 'donorName'])
              .where('id', '=', donationId)
              .where('projectId', '=', project.id)
              .executeTakeFirst();
            if (!gift) throw notFound('Donation');
            if (gift.status !== 'pending') {
              throw conflict(`This gift is already ${gift.status}`, 'status');
            }
            const receiptNumber =
              action === 'confirm' ? await nextReceiptNumber(trx, gift.date) : null;
            await confirmOrRejectPending(trx, donationId, DECISIONS[action], receiptNumber);
            if (action === 'confirm') await app.mail.queueReceipt(trx, donationId, request);
            return gift;
          },
          (gift) => ({
            resource: 'donation',
            resourceId: donationId,
            action,
            summary: giftSummary(project.projectId, Number(gift.amount), gift.donorName),
          }),
        );
        app.mail.nudge();
        const record = (await giftsOf(db, project.id)).find((gift) => gift.id === donationId);
        if (!record) throw notFound('Donation');
        return record;
      },
    );
  }
};
