import { GIFT_ROLES } from '@contract/admin';
import { totalsOf, type GiftDetails } from './giftViews';
import { EMAIL_PATTERN, ErrorBody, isValidIsoDate, withoutFormatControls } from '@contract/common';
import { ProjectSlugParams } from '@contract/content';
import {
  GiftBody,
  GiftParams,
  GiftRecordList,
  GiftTotals,
  Donor,
  compactIdNumber,
  idNumberMisses,
  WaitingGiftsList,
  type CheckedIdType,
} from '@contract/gifts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited, recordChange } from '../auth';
import type { Insertable } from 'kysely';
import { isUniqueViolation, type Database, type Db } from '../db';
import { giveConsent, type ConsentHow } from './consents';
import { nextReceiptNumber } from './receiptNumbers';
import { conflict, HttpError, notFound, today } from '../http';
import { giftsOf, donorsOf, existingProject } from './queries';

/** The gift in the audit trail, without words: it reads the same in either language. */
export const giftSummary = (slug: string, amount: number, donorName: string | null) =>
  `${slug}: ${amount}${donorName ? ` (${donorName})` : ''}`;

/**
 * Typed text as it is stored: without the format characters that make it draw as something else
 * (contract/common/plainText.ts), trimmed; null when nothing is left.
 */
export const plainOrNull = (text: string | null | undefined) =>
  withoutFormatControls(text ?? '').trim() || null;

/** What a checked id number must be, said without repeating what was sent. */
export const ID_NUMBER_SHAPES: Record<CheckedIdType, string> = {
  pan: 'a PAN: five letters, four digits and a letter',
  aadhaar: 'an Aadhaar number: twelve digits',
};

/** Updates go by e-mail: asking for them without an address is refused, never kept unsendable. */
export function refuseUpdatesWithoutEmail(wantsUpdates: boolean, email: string | null): void {
  if (wantsUpdates && !email) {
    throw new HttpError(400, 'donorEmail is needed with wantsUpdates', 'donorEmail');
  }
}

/**
 * The private details of a gift from its body: blanks are none, an id number needs its type (and
 * a type its number), a PAN or Aadhaar number is checked. Messages never repeat what was sent.
 */
function giftDetailsOf(body: GiftBody): GiftDetails {
  const donorIdType = body.donorIdType ?? null;
  const donorIdNumber = compactIdNumber(donorIdType, plainOrNull(body.donorIdNumber) ?? '') || null;
  if (donorIdNumber && !donorIdType) {
    throw new HttpError(400, 'donorIdType is needed with donorIdNumber', 'donorIdType');
  }
  if (donorIdType && !donorIdNumber) {
    throw new HttpError(400, 'donorIdNumber is needed with donorIdType', 'donorIdNumber');
  }
  const missed = donorIdType && donorIdNumber && idNumberMisses(donorIdType, donorIdNumber);
  if (missed) {
    throw new HttpError(400, `donorIdNumber must be ${ID_NUMBER_SHAPES[missed]}`, 'donorIdNumber');
  }
  const donorEmail = plainOrNull(body.donorEmail);
  // An address that only its invisible characters made one ("\u200B@trust.org") is none.
  if (donorEmail && !new RegExp(EMAIL_PATTERN).test(donorEmail)) {
    throw new HttpError(400, 'donorEmail must be an e-mail address', 'donorEmail');
  }
  return {
    donorIdType,
    donorIdNumber,
    donorAddress: plainOrNull(body.donorAddress),
    donorEmail,
    donorPhone: plainOrNull(body.donorPhone),
    paymentMode: body.paymentMode ?? 'other',
    paymentReference: plainOrNull(body.paymentReference),
  };
}

export const REFERENCE_TAKEN = 'This payment reference is already recorded';

/** Zakat is held in trust for those entitled to it: only a cause that takes it may receive it. */
export function refuseZakatWhereNotTaken(
  purpose: string,
  project: { acceptsZakat: number | boolean },
): void {
  if (purpose === 'zakat' && !project.acceptsZakat) {
    throw new HttpError(400, 'This project does not accept Zakat', 'purpose');
  }
}

/** Refuses a payment reference another gift holds (409), before the gift is written. */
export async function refuseTakenReference(db: Db, reference: string | null): Promise<void> {
  if (!reference) return;
  const taken = await db
    .selectFrom('donations')
    .select('id')
    .where('paymentReference', '=', reference)
    .executeTakeFirst();
  if (taken) throw conflict(REFERENCE_TAKEN, 'paymentReference');
}

/**
 * Stores one gift, and with it (in `trx`, the gift's transaction) the donor's consent to the
 * project's updates when they asked for them; answers the gift's id.
 */
export async function storeGift(
  trx: Db,
  gift: Insertable<Database['donations']>,
  updates: { wanted: boolean; givenHow: ConsentHow },
): Promise<number> {
  const { id } = await trx
    .insertInto('donations')
    .values(gift)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (updates.wanted && gift.donorEmail) {
    await giveConsent(trx, {
      email: gift.donorEmail,
      projectId: gift.projectId,
      donationId: id,
      language: gift.donorLanguage ?? 'en',
      givenHow: updates.givenHow,
    });
  }
  return id;
}

/** A reference recorded at the same moment by another admin (or donor): the unique index decides. */
export async function recordOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REFERENCE_TAKEN, 'paymentReference');
    throw error;
  }
}

/*
 * The gifts of a project, recorded by an admin. They are the truth for its money: the public
 * raised, supportersCount and donor badges are computed from them.
 */
export const giftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/projects/:id/donations',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'Records a gift: amount (whole rupees), donorName (empty for Anonymous), date ' +
          '(yyyy-mm-dd, default today, not in the future), purpose (default general), ' +
          'shownAs (name, initials or anonymous; default name when a name is given), ' +
          'hideAmount (default false), and for receipts (admins only, never public): ' +
          'donorIdType with donorIdNumber (a PAN or Aadhaar number is checked), donorAddress, ' +
          'donorEmail, donorPhone, paymentMode (default other) and paymentReference (one gift ' +
          "per reference: 409); donorLanguage (en or ur, default en: the donor's mails), " +
          "wantsUpdates (the donor asked for the project's updates: needs donorEmail, kept as " +
          'a consent) and sendReceipt (mail the receipt to donorEmail, default true). The ' +
          'answer is the gift as the public sees it',
        params: ProjectSlugParams,
        body: GiftBody,
        response: { 201: Donor },
      },
    },
    async (request, reply) => {
      const { amount } = request.body;
      const date = request.body.date ?? today();
      if (!isValidIsoDate(date)) {
        throw new HttpError(400, 'date must be a real calendar date (yyyy-mm-dd)', 'date');
      }
      if (date > today()) throw new HttpError(400, 'date cannot be in the future', 'date');
      const donorName = plainOrNull(request.body.donorName);
      const shownAs = request.body.shownAs ?? (donorName ? 'name' : 'anonymous');
      if (!donorName && shownAs !== 'anonymous') {
        throw new HttpError(400, `donorName is needed to show the donor's ${shownAs}`, 'donorName');
      }
      const details = giftDetailsOf(request.body);
      const donorLanguage = request.body.donorLanguage ?? 'en';
      const wantsUpdates = request.body.wantsUpdates ?? false;
      refuseUpdatesWithoutEmail(wantsUpdates, details.donorEmail);
      const sendReceipt = request.body.sendReceipt ?? true;
      const project = await existingProject(db, request.params.id);
      const purpose = request.body.purpose ?? 'general';
      refuseZakatWhereNotTaken(purpose, project);
      await refuseTakenReference(db, details.paymentReference);
      const { id } = await recordOnce(() =>
        audited(
          db,
          request,
          // An admin records a gift that came: it is confirmed, with its receipt number, and its
          // donor thanked by mail (unless the admin chose not to).
          async (trx) => {
            const giftId = await storeGift(
              trx,
              {
                projectId: project.id,
                donorName,
                amount,
                date,
                createdAt: new Date().toISOString(),
                purpose,
                shownAs,
                hideAmount: request.body.hideAmount ? 1 : 0,
                ...details,
                donorLanguage,
                status: 'confirmed',
                receiptNumber: await nextReceiptNumber(trx, date),
              },
              { wanted: wantsUpdates, givenHow: 'recorded by an admin' },
            );
            if (sendReceipt) await app.mail.queueReceipt(trx, giftId, request);
            return { id: giftId };
          },
          (created) => ({
            resource: 'donation',
            resourceId: created.id,
            action: 'create',
            summary: giftSummary(project.projectId, amount, donorName),
          }),
        ),
      );
      app.mail.nudge();
      // Its badge depends on the project's other gifts.
      const donor = (await donorsOf(db, project.id)).find((gift) => gift.id === id);
      if (!donor) throw notFound('Donation');
      return reply.status(201).send(donor);
    },
  );

  app.get(
    '/projects/:id/donations',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          "A project's gifts as recorded (admin only), newest first, with their badges: the " +
          "donor's name, purpose, display choices and receipt details (id, address, e-mail, " +
          'phone, payment mode and reference) that the public answer leaves out',
        params: ProjectSlugParams,
        response: { 200: GiftRecordList, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const project = await existingProject(db, request.params.id);
      // Who saw donors' private details is recorded (docs/product.md §6).
      await recordChange(db, request, {
        resource: 'donation',
        resourceId: project.projectId,
        action: 'view',
        summary: `Gifts of ${project.title}`,
      });
      return giftsOf(db, project.id);
    },
  );

  app.get(
    '/donations/totals',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'Every gift summed per financial year (April to March, "2026-27") and purpose ' +
          '(admin only), newest year first, purposes in their fixed order',
        response: { 200: GiftTotals, 401: ErrorBody },
      },
    },
    async () => {
      const gifts = await db
        .selectFrom('donations')
        .select(['date', 'purpose', 'amount', 'status'])
        .execute();
      return totalsOf(gifts.map((gift) => ({ ...gift, amount: Number(gift.amount) })));
    },
  );

  app.get(
    '/donations/waiting',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'The projects with gifts that donors told of and no admin has confirmed or rejected ' +
          'yet (admin only): per project its id and title, how many such gifts, their sum and ' +
          'when the oldest was told; the longest waiting first. No donor detail',
        response: { 200: WaitingGiftsList, 401: ErrorBody },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('donations')
        .innerJoin('projects', 'projects.id', 'donations.projectId')
        .select((eb) => [
          'projects.projectId',
          'projects.title',
          'projects.titleUr',
          eb.fn.countAll().as('gifts'),
          eb.fn.sum<number | string>('donations.amount').as('amount'),
          eb.fn.min('donations.createdAt').as('since'),
        ])
        .where('donations.status', '=', 'pending')
        .groupBy(['projects.id', 'projects.projectId', 'projects.title', 'projects.titleUr'])
        .orderBy('since')
        .orderBy('projects.projectId')
        .execute();
      return rows.map((row) => ({
        ...row,
        gifts: Number(row.gifts),
        amount: Number(row.amount),
      }));
    },
  );

  app.delete(
    '/projects/:id/donations/:donationId',
    {
      config: { access: GIFT_ROLES },
      schema: {
        tags: ['projects'],
        summary: 'Removes a gift recorded by mistake',
        params: GiftParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const project = await existingProject(db, request.params.id);
      const { donationId } = request.params;
      const row = await audited(
        db,
        request,
        (trx) =>
          trx
            .deleteFrom('donations')
            .where('id', '=', donationId)
            .where('projectId', '=', project.id)
            .returning(['amount', 'donorName'])
            .executeTakeFirst(),
        (deleted) => ({
          resource: 'donation',
          resourceId: donationId,
          action: 'delete',
          summary: giftSummary(project.projectId, deleted.amount, deleted.donorName),
        }),
      );
      if (!row) throw notFound('Donation');
      return reply.status(204).send(null);
    },
  );
};
