import { createHash, randomBytes } from 'node:crypto';
import { formatDate, formatMoney } from '@contract/common';
import { ErrorBody } from '@contract/common';
import { ReceiptTokenParams, UnsubscribeAnswer } from '@contract/gifts';
import { API_PREFIX, type Language } from '@contract/pages';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { addressKey } from '../auth';
import type { Db } from '../db';
import { admitAttempt } from '../gifts';
import { donorsOwn, errorBody, HttpError } from '../http';
import { escapeHtml, fill, MAIL_TEXTS } from './mailTexts';
import { queueMail, type ComposedMail, type MailRow } from './outbox';
import { inLanguage, mailHtml, trustOnReceipt } from './receiptMail';

/*
 * A project's news to the donors who asked for it (docs/mail.md): posting an update with
 * `notify` queues one mail per reader of the project, in the update's own transaction. A reader
 * is an address whose consent is in force and that has a confirmed gift to the project: a box
 * ticked on a pledge nobody paid brings no mail, so no one can sign up a stranger's address.
 * Every mail carries its own unsubscribe link (only its hash is kept), as a link in the text
 * and as the List-Unsubscribe header mail clients show as a button (one click, RFC 8058).
 */

const LINK_REFUSED = 'This link is not valid';
/** Unsubscribe asks per client address in an hour (a token is unguessable; this bounds writes). */
const PER_ADDRESS = 30;
const WINDOW_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type UpdatePayload = { origin: string; updateId: number; consentId: number };

/**
 * Queues the update's mail to every reader of its project, in the caller's transaction; once per
 * update and reader whatever calls it again. Answers how many it queued.
 */
export async function queueUpdateMails(
  trx: Db,
  { updateId, projectKey, origin }: { updateId: number; projectKey: number; origin: string },
): Promise<number> {
  const readers = await trx
    .selectFrom('updateConsents as consent')
    .select(['consent.id', 'consent.email', 'consent.language'])
    .where('consent.projectId', '=', projectKey)
    .where('consent.endedAt', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('donations')
          .select(sql<number>`1`.as('one'))
          .whereRef('donations.projectId', '=', 'consent.projectId')
          .where('donations.status', '=', 'confirmed')
          .where(sql<boolean>`lower(donations.donor_email) = consent.email`),
      ),
    )
    .orderBy('consent.id')
    .execute();
  let queued = 0;
  for (const reader of readers) {
    const payload: UpdatePayload = { origin, updateId, consentId: reader.id };
    const added = await queueMail(trx, {
      kind: 'project_update',
      dedupeKey: `update:${updateId}:${reader.id}`,
      recipient: reader.email,
      language: reader.language,
      payload,
    });
    if (added) queued += 1;
  }
  return queued;
}

/** A fresh unsubscribe link's token for the consent; only its hash is kept. */
async function newUnsubscribeToken(db: Db, consentId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('unsubscribeLinks')
    .values({ consentId, tokenHash: hashOf(token), createdAt: new Date().toISOString() })
    .execute();
  return token;
}

const titleIn = (project: { title: string; titleUr: string | null }, language: Language) =>
  language === 'ur' ? (project.titleUr ?? project.title) : project.title;

/**
 * The update mail of an outbox row, with the update as it is now (an edit before sending is
 * what is sent). None when the update is gone or the reader has unsubscribed meanwhile.
 */
export async function composeUpdateMail(db: Db, row: MailRow): Promise<ComposedMail | null> {
  const { origin, updateId, consentId } = JSON.parse(row.payload) as UpdatePayload;
  const found = await db
    .selectFrom('projectUpdates as update')
    .innerJoin('projects', 'projects.id', 'update.projectId')
    .innerJoin('updateConsents as consent', 'consent.projectId', 'projects.id')
    .select([
      'update.date',
      'update.text',
      'update.textUr',
      'update.spent',
      'projects.projectId',
      'projects.title',
      'projects.titleUr',
    ])
    .where('update.id', '=', updateId)
    .where('consent.id', '=', consentId)
    .where('consent.endedAt', 'is', null)
    .executeTakeFirst();
  if (!found) return null;
  const language = row.language;
  const said = MAIL_TEXTS[language];
  const trust = await trustOnReceipt(db, language);
  const project = titleIn(found, language);
  const news = language === 'ur' ? found.textUr || found.text : found.text;
  const spent =
    found.spent === null ? null : `${said.updateSpent} ${formatMoney(Number(found.spent))}`;
  const projectLink = inLanguage(
    `${origin}/projects/${encodeURIComponent(found.projectId)}`,
    language,
  );
  const token = await newUnsubscribeToken(db, consentId);
  const stopPage = inLanguage(`${origin}/unsubscribe/${token}`, language);
  const oneClick = `${origin}${API_PREFIX}/unsubscribe/${token}`;
  const subject = fill(said.updateSubject, { project });
  const intro = fill(said.updateIntro, { project });
  const date = formatDate(found.date, language);
  const why = fill(said.updateWhy, { project, trust: trust.name });

  const text = [
    intro,
    '',
    date,
    news,
    ...(spent ? ['', spent] : []),
    '',
    `${said.updateRead}: ${projectLink}`,
    '',
    said.closing,
    trust.name,
    '',
    '--',
    why,
    `${said.updateStop}: ${stopPage}`,
  ].join('\n');
  const paragraphs = (block: string) =>
    block.split(/\n{2,}/).map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`);
  const html = mailHtml(language, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="color:#555">${escapeHtml(date)}</p>`,
    ...paragraphs(news),
    ...(spent ? [`<p><strong>${escapeHtml(spent)}</strong></p>`] : []),
    `<p><a href="${escapeHtml(projectLink)}">${escapeHtml(said.updateRead)}</a></p>`,
    `<p>${escapeHtml(said.closing)}<br>${escapeHtml(trust.name)}</p>`,
    `<p style="font-size:13px;color:#555;border-top:1px solid #ddd;padding-top:8px">` +
      `${escapeHtml(why)}<br><a href="${escapeHtml(stopPage)}">${escapeHtml(said.updateStop)}</a></p>`,
  ]);
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The consent an unsubscribe link ends, with its project. */
async function consentOfLink(db: Db, token: string) {
  return db
    .selectFrom('unsubscribeLinks as link')
    .innerJoin('updateConsents as consent', 'consent.id', 'link.consentId')
    .innerJoin('projects', 'projects.id', 'consent.projectId')
    .select([
      'consent.id',
      'consent.endedAt',
      'projects.projectId',
      'projects.title',
      'projects.titleUr',
    ])
    .where('link.tokenHash', '=', hashOf(token))
    .executeTakeFirst();
}

const answerOf = (
  consent: { projectId: string; title: string; titleUr: string | null },
  ended: boolean,
): UnsubscribeAnswer => ({
  project: { projectId: consent.projectId, title: consent.title, titleUr: consent.titleUr },
  ended,
});

export const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  // A mail client's one click posts `List-Unsubscribe=One-Click` as a form (RFC 8058): what it
  // says is fixed, so it is read as nothing. Only in this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 },
    (_request, _body, done) => done(null, undefined),
  );

  const schema = (summary: string) => ({
    tags: ['mail'],
    summary,
    params: ReceiptTokenParams,
    response: { 200: UnsubscribeAnswer, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  });

  app.get(
    '/unsubscribe/:token',
    {
      config: { access: 'visitor' },
      schema: schema(
        "The project whose updates an update mail's link stops, and whether they have stopped " +
          '(no sign-in: the link is the key). 404 for a link unknown',
      ),
    },
    async (request, reply) => {
      donorsOwn(reply);
      const consent = await consentOfLink(db, request.params.token);
      if (!consent) throw new HttpError(404, LINK_REFUSED);
      return answerOf(consent, consent.endedAt !== null);
    },
  );

  app.post(
    '/unsubscribe/:token',
    {
      config: { access: 'visitor' },
      bodyLimit: 256,
      schema: schema(
        "Stops the project's updates to the address an update mail went to: the page's button, " +
          "or a mail client's one click (List-Unsubscribe-Post, a form). Asking again changes " +
          'nothing. 404 for a link unknown; at most 30 an hour per client address (429)',
      ),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const admission = await admitAttempt(db, {
        table: 'receiptFindAttempts',
        key: `unsubscribe:${addressKey(request.ip)}`,
        max: PER_ADDRESS,
        windowMs: WINDOW_MS,
        now: Date.now(),
      });
      if (!admission.admitted) {
        return reply
          .status(429)
          .header('Retry-After', String(admission.retryAfter))
          .send(errorBody(429, 'Too many requests: try again later'));
      }
      const consent = await consentOfLink(db, request.params.token);
      if (!consent) throw new HttpError(404, LINK_REFUSED);
      if (consent.endedAt === null) {
        await db
          .updateTable('updateConsents')
          .set({ endedAt: new Date().toISOString(), endedHow: 'unsubscribe link' })
          .where('id', '=', consent.id)
          .where('endedAt', 'is', null)
          .execute();
      }
      return answerOf(consent, true);
    },
  );
};
