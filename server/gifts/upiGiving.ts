import { ErrorBody } from '@contract/common';
import { ProjectSlugParams } from '@contract/content';
import {
  PLEDGE_BODY_LIMIT,
  PledgeAnswer,
  PledgeBody,
  compactIdNumber,
  idNumberMisses,
  upiPayLink,
  upiPayeeOf,
} from '@contract/gifts';
import { trustOf, type TrustContent } from '@contract/settings';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { renderSVG } from 'uqr';
import { storedSettings, type Db } from '../db';
import { errorBody, HttpError, notFound, PUBLIC_CACHE, today } from '../http';
import {
  ID_NUMBER_SHAPES,
  plainOrNull,
  recordOnce,
  refuseTakenReference,
  refuseUpdatesWithoutEmail,
  refuseZakatWhereNotTaken,
  storeGift,
} from './gifts';
import { admitPledge } from './pledgeLimits';
import { findProject } from './queries';
import { publicAt } from '../publishing';

/*
 * UPI giving (issue 13): an active project's page offers the trust's UPI ID as a QR code and a
 * payment link; a donor who paid tells of it here, which makes a pending gift. A pending gift
 * counts nowhere until an admin confirms it (confirmation.ts).
 */

async function storedTrust(db: Db): Promise<TrustContent> {
  return trustOf((await storedSettings(db, ['trust'])).trust);
}

/**
 * The project and the UPI ID to pay, or 404 when the project takes no UPI gifts: one that is not
 * active, or not public now (a draft, or outside its window), is refused as an unknown one.
 */
async function upiTarget(db: Db, slug: string, now: number) {
  const project = await findProject(db, slug, publicAt('projects', now));
  const payee = upiPayeeOf(await storedTrust(db));
  if (!project || project.status !== 'active' || !payee) {
    throw notFound('UPI giving for this project');
  }
  return { project, payee };
}

/**
 * What a receipt needs, as the donor gave it: blanks are none; a PAN is kept as the gift's id
 * (compact, in capitals) and refused unless it is one. Messages never repeat what was sent.
 */
function receiptDetailsOf(body: PledgeBody) {
  const pan = compactIdNumber('pan', body.donorPan) || null;
  if (pan && idNumberMisses('pan', pan)) {
    throw new HttpError(400, `donorPan must be ${ID_NUMBER_SHAPES.pan}`, 'donorPan');
  }
  const donorEmail = plainOrNull(body.donorEmail);
  const wantsUpdates = body.wantsUpdates ?? false;
  refuseUpdatesWithoutEmail(wantsUpdates, donorEmail);
  return {
    details: {
      donorIdType: pan ? ('pan' as const) : null,
      donorIdNumber: pan,
      donorAddress: plainOrNull(body.donorAddress),
      donorEmail,
      donorPhone: plainOrNull(body.donorPhone),
    },
    wantsUpdates,
  };
}

/** The pledge route's answer to one address past its limit, in minutes a person reads. */
const tooManyPledges = (seconds: number) =>
  `Too many gifts told from this address: try again in ${Math.ceil(seconds / 60)} minutes`;

export const upiGivingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/projects/:id/upi.svg',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['projects'],
        summary:
          "An active project's UPI QR code (image/svg+xml): the trust's UPI ID, payee and the " +
          "project's title, with no amount. 404 when the trust has no UPI ID or the project is " +
          'not active',
        params: ProjectSlugParams,
        response: {
          200: {
            description: 'The QR code',
            content: { 'image/svg+xml': { schema: Type.String() } },
          },
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { project, payee } = await upiTarget(db, request.params.id, app.clock());
      const link = upiPayLink({ ...payee, note: project.title });
      // A quiet zone of four modules, as the QR standard asks, so every phone's camera reads it.
      return reply.type('image/svg+xml').send(renderSVG(link, { ecc: 'M', border: 4 }));
    },
  );

  app.post(
    '/projects/:id/pledges',
    {
      // A donor tells of a gift: a visitor's write, no token; small, as its fields are.
      bodyLimit: PLEDGE_BODY_LIMIT,
      config: {
        access: 'visitor',
        fieldMessages: {
          paymentReference: 'paymentReference must be the UPI reference (UTR): twelve digits',
        },
      },
      schema: {
        tags: ['projects'],
        summary:
          'A donor tells of a UPI gift (no token): amount (whole rupees), paymentReference (the ' +
          'UTR, twelve digits; one gift per reference: 409), donorName (empty for Anonymous), ' +
          'purpose (Zakat only where the project accepts it), shownAs and hideAmount. It makes ' +
          'a pending gift, counted nowhere until an admin confirms it. For the receipt, all ' +
          'optional and never public: donorEmail, donorPhone, donorPan (checked) and ' +
          "donorAddress; wantsUpdates (the project's updates by e-mail: needs donorEmail, kept " +
          'as a consent) and donorLanguage (en or ur, default en). At most 5 an hour from one ' +
          'address (429 with Retry-After). The answer carries nothing that was sent',
        params: ProjectSlugParams,
        body: PledgeBody,
        response: {
          201: PledgeAnswer,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const admission = await admitPledge(db, request.ip, Date.now());
      if (!admission.admitted) {
        return reply
          .status(429)
          .header('Retry-After', String(admission.retryAfter))
          .send(errorBody(429, tooManyPledges(admission.retryAfter)));
      }
      const { project } = await upiTarget(db, request.params.id, app.clock());
      const { amount, paymentReference } = request.body;
      const donorName = plainOrNull(request.body.donorName);
      // Without a name there is nothing to show but "Anonymous", whatever was chosen.
      const shownAs = donorName ? (request.body.shownAs ?? 'name') : 'anonymous';
      const purpose = request.body.purpose ?? 'general';
      const { details, wantsUpdates } = receiptDetailsOf(request.body);
      const donorLanguage = request.body.donorLanguage ?? 'en';
      refuseZakatWhereNotTaken(purpose, project);
      await refuseTakenReference(db, paymentReference);
      await recordOnce(() =>
        db.transaction().execute((trx) =>
          storeGift(
            trx,
            {
              projectId: project.id,
              donorName,
              amount,
              date: today(),
              createdAt: new Date().toISOString(),
              purpose,
              shownAs,
              hideAmount: request.body.hideAmount ? 1 : 0,
              ...details,
              paymentMode: 'upi',
              paymentReference,
              donorLanguage,
              // Told, not seen: an admin confirms it (and gives its receipt number) or rejects it.
              status: 'pending',
            },
            { wanted: wantsUpdates, givenHow: 'pledge form' },
          ),
        ),
      );
      return reply.status(201).send({ status: 'pending' as const });
    },
  );
};
