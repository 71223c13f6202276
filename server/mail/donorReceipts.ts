import { createHash, randomBytes } from 'node:crypto';
import { ErrorBody } from '@contract/common';
import {
  DonorReceiptList,
  FindReceiptsAnswer,
  FindReceiptsBody,
  financialYearOf,
  ReceiptTokenParams,
} from '@contract/gifts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addressKey } from '../auth';
import type { Db } from '../db';
import { admitAttempt } from '../gifts';
import { donorsOwn, errorBody, HttpError } from '../http';
import { escapeHtml, fill, MAIL_TEXTS } from './mailTexts';
import { queueMail, type ComposedMail, type MailRow } from './outbox';
import { inLanguage, mailHtml, receiptTokensOf, trustOnReceipt } from './receiptMail';

/*
 * Donors find their own receipts (docs/mail.md): at /receipts a donor gives their e-mail; the
 * answer is the same whether or not it gave, and a known address gets a mail with a link, valid
 * 24 hours, to every receipt given to it and a statement per financial year. Asking is limited
 * per client address and per e-mail.
 */

const LINK_VALID_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = 60 * 60 * 1000;
const PER_ADDRESS = 10;
const PER_EMAIL = 3;
const LINK_REFUSED = 'This link is not valid any more: ask for a new one at /receipts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const normalEmail = (email: string) => email.trim().toLowerCase();

/** The confirmed gifts given with this e-mail, newest first (the first `limit`, if given). */
async function giftsOfEmail(db: Db, email: string, limit?: number) {
  const query = db
    .selectFrom('donations')
    .innerJoin('projects', 'projects.id', 'donations.projectId')
    .select([
      'donations.id',
      'donations.receiptNumber',
      'donations.date',
      'donations.amount',
      'donations.purpose',
      'projects.projectId',
      'projects.title',
      'projects.titleUr',
    ])
    .where((eb) => eb(eb.fn('lower', ['donations.donorEmail']), '=', email))
    .where('donations.status', '=', 'confirmed')
    .orderBy('donations.date', 'desc')
    .orderBy('donations.id', 'desc');
  return (limit === undefined ? query : query.limit(limit)).execute();
}

/** The mail with the link to a donor's receipts. */
export async function composeReceiptsLinkMail(db: Db, row: MailRow): Promise<ComposedMail | null> {
  const { origin, token } = JSON.parse(row.payload) as { origin: string; token: string };
  const language = row.language;
  const said = MAIL_TEXTS[language];
  const trust = await trustOnReceipt(db, language);
  const link = inLanguage(`${origin}/my-receipts/${token}`, language);
  const subject = fill(said.receiptsSubject, { trust: trust.name });
  const text = [
    said.receiptsIntro,
    '',
    link,
    '',
    said.receiptsValid,
    '',
    said.closing,
    trust.name,
  ].join('\n');
  const html = mailHtml(language, subject, [
    `<p>${escapeHtml(said.receiptsIntro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(said.receiptsOpen)}</a></p>`,
    `<p>${escapeHtml(said.receiptsValid)}</p>`,
    `<p>${escapeHtml(said.closing)}<br>${escapeHtml(trust.name)}</p>`,
  ]);
  return { subject, text, html };
}

export const donorReceiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/receipts/find',
    {
      config: { access: 'visitor' },
      bodyLimit: 2048,
      schema: {
        tags: ['mail'],
        summary:
          'A donor asks for their receipts by e-mail (no token). The answer is the same whether ' +
          'or not the address gave; a known one gets a mail with a link, valid 24 hours, to every ' +
          'receipt given to it. At most 3 an hour per e-mail and 10 per client address (429)',
        body: FindReceiptsBody,
        response: { 202: FindReceiptsAnswer, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = normalEmail(request.body.email);
      const now = Date.now();
      for (const [key, max] of [
        [`ip:${addressKey(request.ip)}`, PER_ADDRESS],
        [`email:${hashOf(email)}`, PER_EMAIL],
      ] as const) {
        const admission = await admitAttempt(db, {
          table: 'receiptFindAttempts',
          key,
          max,
          windowMs: WINDOW_MS,
          now,
        });
        if (!admission.admitted) {
          return reply
            .status(429)
            .header('Retry-After', String(admission.retryAfter))
            .send(errorBody(429, 'Too many requests: try again later'));
        }
      }
      const known = (await giftsOfEmail(db, email, 1)).length > 0;
      if (known && app.mail.enabled) {
        const token = randomBytes(24).toString('base64url');
        await db.transaction().execute(async (trx) => {
          const link = await trx
            .insertInto('donorLinks')
            .values({
              email,
              tokenHash: hashOf(token),
              createdAt: new Date(now).toISOString(),
              expiresAt: new Date(now + LINK_VALID_MS).toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await queueMail(trx, {
            kind: 'receipts_link',
            dedupeKey: `receipts-link:${link.id}`,
            recipient: email,
            language: request.body.language ?? 'en',
            payload: { origin: app.mail.origin(request), token },
          });
        });
        app.mail.nudge();
      }
      return reply.status(202).send({ status: 'sent-if-known' as const });
    },
  );

  app.get(
    '/receipts/list/:token',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['mail'],
        summary:
          "Every receipt given to a donor's e-mail, by the link their mail carries (valid 24 " +
          'hours), with a statement per financial year. Never cached, never indexed. 404 for a ' +
          'link unknown or expired',
        params: ReceiptTokenParams,
        response: { 200: DonorReceiptList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      donorsOwn(reply);
      const link = await db
        .selectFrom('donorLinks')
        .select('email')
        .where('tokenHash', '=', hashOf(request.params.token))
        .where('expiresAt', '>', new Date().toISOString())
        .executeTakeFirst();
      if (!link) throw new HttpError(404, LINK_REFUSED);
      const gifts = await giftsOfEmail(db, link.email);
      const tokens = await receiptTokensOf(
        db,
        gifts.map(({ id }) => id),
      );
      const receipts = [];
      const years = new Map<string, { amount: number; gifts: number }>();
      for (const gift of gifts) {
        const amount = Number(gift.amount);
        receipts.push({
          receiptNumber: gift.receiptNumber ?? '',
          date: gift.date,
          amount,
          purpose: gift.purpose,
          project: { projectId: gift.projectId, title: gift.title, titleUr: gift.titleUr },
          token: tokens.get(gift.id) ?? '',
        });
        const year = financialYearOf(gift.date);
        const sum = years.get(year) ?? { amount: 0, gifts: 0 };
        years.set(year, { amount: sum.amount + amount, gifts: sum.gifts + 1 });
      }
      return {
        receipts,
        years: [...years]
          .sort(([a], [b]) => b.localeCompare(a))
          .map(([financialYear, sum]) => ({ financialYear, ...sum })),
      };
    },
  );
};
