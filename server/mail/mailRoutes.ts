import { EVERY_ROLE, GIFT_ROLES } from '@contract/admin';
import { ErrorBody, IdParams } from '@contract/common';
import { ProjectSlugParams } from '@contract/content';
import {
  DonorReceipt,
  GiftMessages,
  GiftMessagesList,
  MailSetup,
  ReceiptTokenParams,
} from '@contract/gifts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordChange } from '../auth';
import type { Db } from '../db';
import { existingProject, receiptOfGift } from '../gifts';
import { conflict, donorsOwn, HttpError, notFound } from '../http';
import { requeueMail } from './outbox';
import {
  giftOfReceiptToken,
  queueReceiptMail,
  receiptPageUrl,
  receiptTokensOf,
  replaceReceiptToken,
  trustOnReceipt,
  whatsappLink,
} from './receiptMail';

/*
 * Donors hearing back (docs/mail.md): the receipt page opened by its link, and the admin's view
 * and controls of each confirmed gift's receipt mail, link and WhatsApp message.
 */

const MAIL_OFF = 'Mail is off: set SMTP_URL and MAIL_FROM to send receipts (docs/mail.md)';
const NO_EMAIL = 'This gift has no donor e-mail';
const NOT_CONFIRMED = 'A receipt is given only for a confirmed gift';
const RECEIPT_LINK_REFUSED = 'This receipt link is not valid: it may have been replaced';

/** What the admin sees of one confirmed gift's messages; links in the donor's language. */
async function messagesOf(db: Db, ids: number[], origin: string): Promise<GiftMessages[]> {
  if (ids.length === 0) return [];
  const gifts = await db
    .selectFrom('donations')
    .select(['id', 'donorName', 'donorPhone', 'amount', 'receiptNumber', 'donorLanguage'])
    .where('id', 'in', ids)
    .where('status', '=', 'confirmed')
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const mails = await db
    .selectFrom('mailOutbox')
    .select(['donationId', 'status', 'sentAt', 'nextAttemptAt', 'lastError', 'attempts'])
    .where('kind', '=', 'receipt')
    .where('donationId', 'in', ids)
    .execute();
  const names = new Map<string, string>();
  const tokens = await receiptTokensOf(
    db,
    gifts.map(({ id }) => id),
  );
  const answers: GiftMessages[] = [];
  for (const gift of gifts) {
    const language = gift.donorLanguage;
    const trustName = names.get(language) ?? (await trustOnReceipt(db, language)).name;
    names.set(language, trustName);
    const link = receiptPageUrl(origin, tokens.get(gift.id) ?? '', language);
    const mail = mails.find((row) => row.donationId === gift.id);
    answers.push({
      id: gift.id,
      mail: mail
        ? {
            status: mail.status,
            at: mail.sentAt ?? (mail.attempts > 0 ? mail.nextAttemptAt : null),
            reason: mail.status === 'sent' ? null : mail.lastError,
          }
        : null,
      receiptLink: link,
      whatsappLink: whatsappLink(
        {
          donorName: gift.donorName,
          donorPhone: gift.donorPhone,
          amount: Number(gift.amount),
          receiptNumber: gift.receiptNumber ?? '',
        },
        trustName,
        link,
        language,
      ),
    });
  }
  return answers;
}

async function confirmedGiftOf(db: Db, donationId: number) {
  const gift = await db
    .selectFrom('donations')
    .select(['id', 'status', 'donorEmail', 'receiptNumber'])
    .where('id', '=', donationId)
    .executeTakeFirst();
  if (!gift) throw notFound('Donation');
  if (gift.status !== 'confirmed') throw conflict(NOT_CONFIRMED, 'status');
  return gift;
}

export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/mail',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['mail'],
        summary:
          'Whether the site sends mail (SMTP_URL and MAIL_FROM are set) and as whom; while it ' +
          'is off, receipts are shared by their link and WhatsApp only',
        response: { 200: MailSetup, 401: ErrorBody },
      },
    },
    async () => (app.mail.enabled ? { enabled: true, from: app.mail.from } : { enabled: false }),
  );

  app.get(
    '/receipts/:token',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['mail'],
        summary:
          "A receipt opened by its link (no token needed: the link's own is unguessable), with " +
          "the donor's language. Never cached, never indexed. 404 for a link unknown or replaced",
        params: ReceiptTokenParams,
        response: { 200: DonorReceipt, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      donorsOwn(reply);
      const gift = await giftOfReceiptToken(db, request.params.token);
      const receipt = gift && (await receiptOfGift(db, gift.id))?.receipt;
      if (!gift || !receipt) throw new HttpError(404, RECEIPT_LINK_REFUSED);
      return { ...receipt, donorLanguage: gift.donorLanguage };
    },
  );

  app.get(
    '/projects/:id/donations/messages',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['mail'],
        summary:
          "Each confirmed gift's receipt mail (queued, sending, sent or failed, with when and " +
          'why), its receipt link and its WhatsApp link, in the donor’s language',
        params: ProjectSlugParams,
        response: { 200: GiftMessagesList, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const project = await existingProject(db, request.params.id);
      const ids = await db
        .selectFrom('donations')
        .select('id')
        .where('projectId', '=', project.id)
        .where('status', '=', 'confirmed')
        .execute();
      return messagesOf(
        db,
        ids.map(({ id }) => id),
        app.mail.origin(request),
      );
    },
  );

  app.post(
    '/donations/:id/receipt-mail',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['mail'],
        summary:
          'Sends the receipt mail of a confirmed gift with a donor e-mail: queues it when none ' +
          'was, or again when it failed or was sent. 409 while mail is off, without an e-mail, ' +
          'for a gift not confirmed, or while it is queued or sending',
        params: IdParams,
        response: { 200: GiftMessages, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      if (!app.mail.enabled) throw conflict(MAIL_OFF);
      const gift = await confirmedGiftOf(db, request.params.id);
      if (!gift.donorEmail) throw conflict(NO_EMAIL, 'donorEmail');
      const origin = app.mail.origin(request);
      const existing = await db
        .selectFrom('mailOutbox')
        .select(['id', 'status'])
        .where('dedupeKey', '=', `receipt:${gift.id}`)
        .executeTakeFirst();
      if (existing && (existing.status === 'queued' || existing.status === 'sending')) {
        throw conflict('This receipt mail is on its way already', 'status');
      }
      await db.transaction().execute(async (trx) => {
        if (existing) {
          // To the address the gift has now (an admin may have corrected it).
          await requeueMail(trx, existing.id, { recipient: gift.donorEmail ?? '', origin });
        } else {
          await queueReceiptMail(trx, gift.id, origin);
        }
        await recordChange(trx, request, {
          resource: 'donation',
          resourceId: gift.id,
          action: 'send',
          summary: `Receipt ${gift.receiptNumber ?? ''}`,
        });
      });
      app.mail.nudge();
      const [messages] = await messagesOf(db, [gift.id], origin);
      if (!messages) throw notFound('Donation');
      return messages;
    },
  );

  app.post(
    '/donations/:id/receipt-link',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['mail'],
        summary:
          "Replaces a confirmed gift's receipt link: the old one stops opening the receipt at " +
          'once (a link sent to the wrong person). The answer carries the new link',
        params: IdParams,
        response: { 200: GiftMessages, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const gift = await confirmedGiftOf(db, request.params.id);
      await db.transaction().execute(async (trx) => {
        await replaceReceiptToken(trx, gift.id);
        await recordChange(trx, request, {
          resource: 'donation',
          resourceId: gift.id,
          action: 'revoke',
          summary: `Receipt ${gift.receiptNumber ?? ''}`,
        });
      });
      const [messages] = await messagesOf(db, [gift.id], app.mail.origin(request));
      if (!messages) throw notFound('Donation');
      return messages;
    },
  );
};
