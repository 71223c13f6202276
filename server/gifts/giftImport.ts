import { GIFT_ROLES } from '@contract/admin';
import type { IncomingMessage } from 'node:http';
import {
  IMPORT_FILE_MESSAGES,
  importPreviewOf,
  readImport,
  type ImportFileProblem,
} from './import/readImport';
import { ErrorBody } from '@contract/common';
import { ProjectSlugParams } from '@contract/content';
import {
  ImportBody,
  ImportPreview,
  ImportQuery,
  ImportResult,
  MAX_IMPORT_BYTES,
} from '@contract/gifts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../auth';
import { isUniqueViolation, type Db } from '../db';
import { giveConsent } from './consents';
import { receiptNumbersFor } from './receiptNumbers';
import { conflict, HttpError, today } from '../http';
import { giftSummary, REFERENCE_TAKEN } from './gifts';
import { confirmOrRejectPending } from './confirmation';
import { existingProject } from './queries';

/*
 * Gifts recorded offline (a bank statement, a UPI export, a cash book), imported from a CSV file:
 * a preview that stores nothing, then the import, which checks everything again and stores every
 * new gift or none. A reference recorded already is skipped, so the same file adds nothing twice.
 */

const TOO_LARGE = `The CSV file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;

/** The body as text, refused past the limit before it is all read (no route's bodyLimit applies). */
async function readCsvBody(
  request: { headers: Record<string, unknown> },
  payload: IncomingMessage,
) {
  if (Number(request.headers['content-length']) > MAX_IMPORT_BYTES) {
    throw new HttpError(413, TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_IMPORT_BYTES) throw new HttpError(413, TOO_LARGE);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function fileError(problem: ImportFileProblem): HttpError {
  if (problem.code === 'missingColumn') {
    return new HttpError(
      400,
      `${IMPORT_FILE_MESSAGES.missingColumn} ${problem.column}`,
      problem.column,
    );
  }
  const field = problem.code === 'tooManyRows' ? 'rows' : 'file';
  return new HttpError(400, IMPORT_FILE_MESSAGES[problem.code], field);
}

/** At most this many values in one statement: SQLite and PostgreSQL both cap parameters. */
const CHUNK = 500;
const chunksOf = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) =>
    list.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * Which of `references` are stored already, and, of those, the gifts of `projectId` that donors
 * told of and no admin has decided: their id, date, amount and donor.
 */
async function storedAmong(db: Db, projectId: number, references: string[]) {
  const recorded = new Set<string>();
  type Waiting = { id: number; date: string; amount: number; donorName: string | null };
  const waiting = new Map<string, Waiting>();
  for (const chunk of chunksOf([...new Set(references)])) {
    const rows = await db
      .selectFrom('donations')
      .select(['id', 'projectId', 'paymentReference', 'status', 'date', 'amount', 'donorName'])
      .where('paymentReference', 'in', chunk)
      .execute();
    for (const row of rows) {
      if (!row.paymentReference) continue;
      recorded.add(row.paymentReference);
      if (row.status === 'pending' && row.projectId === projectId) {
        const { id, date, donorName } = row;
        waiting.set(row.paymentReference, { id, date, amount: Number(row.amount), donorName });
      }
    }
  }
  return { recorded, waiting };
}

/** Every row of the file with its status, read in `db` (the import's own transaction). */
async function previewOf(db: Db, project: { id: number; acceptsZakat: unknown }, text: string) {
  const read = readImport(text, { today: today(), acceptsZakat: Boolean(project.acceptsZakat) });
  if ('problem' in read) throw fileError(read.problem);
  const references = read.rows.flatMap(({ gift }) => gift.paymentReference ?? []);
  const { recorded, waiting } = await storedAmong(db, project.id, references);
  const amounts = new Map([...waiting].map(([reference, { amount }]) => [reference, amount]));
  const { preview, gifts, confirmed } = importPreviewOf(read.rows, { recorded, waiting: amounts });
  return {
    preview,
    gifts,
    confirmed: confirmed.flatMap((reference) => waiting.get(reference) ?? []),
  };
}

/** The bad rows in English, by row and field only: never a value, which may be private. */
function badRowsMessage(preview: ImportPreview): string {
  const problems = preview.rows.flatMap(({ row, problems: list }) =>
    list.map(({ message }) => `row ${row}: ${message}`),
  );
  const shown = problems.slice(0, 10).join('; ');
  const more = problems.length > 10 ? `; and ${problems.length - 10} more` : '';
  return `Nothing was imported: ${preview.bad} row(s) cannot be recorded (${shown}${more})`;
}

export const giftImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  // In this plugin only: the import's routes are the only ones that take CSV.
  app.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: IncomingMessage) =>
    readCsvBody(request, payload),
  );

  const schema = {
    tags: ['projects'],
    consumes: ['text/csv'],
    params: ProjectSlugParams,
    body: ImportBody,
  };
  const FILE =
    'The body is the CSV file as text/csv (at most 2 MB: 413; at most 5,000 rows: 400), its ' +
    'header naming the columns: date (yyyy-mm-dd or dd/mm/yyyy), amount (whole rupees, ' +
    '"1,20,000" or "1200.00"), reference (UTR), and optionally name, purpose, shown as, hide ' +
    'amount, mode, id type, id number, address, email, phone, language (en or ur, English or ' +
    "Urdu) and updates (yes or no: the donor asked for the project's updates; needs an email). ";

  app.post(
    '/projects/:id/donations/import/preview',
    {
      config: { access: GIFT_ROLES },
      schema: {
        ...schema,
        summary:
          'What importing a CSV of gifts would do, storing nothing (admin only). ' +
          FILE +
          'Each row answers ok, confirms (the reference and amount of a gift a donor told of ' +
          'that waits for confirmation: the import confirms it), differs (such a gift told of ' +
          'with another amount, toldAmount: skipped, left to an admin), recorded or repeated ' +
          '(its reference is stored already or met in an earlier row: skipped) or bad, with ' +
          'problems as codes per field and in English',
        response: { 200: ImportPreview, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const project = await existingProject(db, request.params.id);
      return (await previewOf(db, project, request.body)).preview;
    },
  );

  app.post(
    '/projects/:id/donations/import',
    {
      config: { access: GIFT_ROLES },
      schema: {
        ...schema,
        summary:
          'Imports a CSV of gifts (admin only), checked again: every new gift is stored, or ' +
          'none when any row is bad (400, naming each row and field). ' +
          FILE +
          'A row with the reference and amount of a gift a donor told of confirms it (it then ' +
          'counts and gets its receipt number, as an admin confirming it). Rows whose reference ' +
          'is recorded otherwise are skipped, so importing twice adds nothing. 409 when another ' +
          'admin recorded one of its references, or decided a gift it confirms, meanwhile. ' +
          '?sendReceipts=false: no receipt is mailed to the donors (by default each new gift ' +
          'with an email is)',
        querystring: ImportQuery,
        response: {
          201: ImportResult,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const project = await existingProject(db, request.params.id);
      const createdAt = new Date().toISOString();
      const sendReceipts = request.query.sendReceipts ?? true;
      const result = await db
        .transaction()
        .execute(async (trx) => {
          const { preview, gifts, confirmed } = await previewOf(trx, project, request.body);
          if (preview.bad > 0) throw new HttpError(400, badRowsMessage(preview));
          // Imported gifts came, and so did the money of the confirmed ones: all are confirmed,
          // numbered together by date within each year.
          const numbers = await receiptNumbersFor(trx, [
            ...gifts.map(({ date }) => date ?? ''),
            ...confirmed.map(({ date }) => date),
          ]);
          const numbered = gifts.map((gift, index) => ({
            ...gift,
            status: 'confirmed' as const,
            receiptNumber: numbers[index] ?? null,
          }));
          const created: { id: number; paymentReference: string | null }[] = [];
          for (const chunk of chunksOf(numbered)) {
            const values = chunk.map(({ wantsUpdates: _kept, ...gift }) => ({
              ...gift,
              projectId: project.id,
              // Every row was checked: an OK row has its date and amount.
              date: gift.date ?? '',
              amount: gift.amount ?? 0,
              hideAmount: gift.hideAmount ? 1 : 0,
              createdAt,
            }));
            const rows = await trx
              .insertInto('donations')
              .values(values)
              .returning(['id', 'paymentReference'])
              .execute();
            created.push(...rows);
          }
          // The order of returned rows is not promised: each new gift is found by its reference.
          const idOf = new Map(created.map(({ id, paymentReference }) => [paymentReference, id]));
          for (const gift of gifts) {
            if (!gift.wantsUpdates || !gift.donorEmail) continue;
            await giveConsent(trx, {
              email: gift.donorEmail,
              projectId: project.id,
              donationId: idOf.get(gift.paymentReference) ?? null,
              language: gift.donorLanguage,
              givenHow: 'imported',
            });
          }
          for (const [index, { id }] of confirmed.entries()) {
            // An admin deciding it meanwhile stops the whole import (409).
            await confirmOrRejectPending(
              trx,
              id,
              'confirmed',
              numbers[gifts.length + index] ?? null,
            );
          }
          if (sendReceipts) {
            // Each donor with an e-mail is thanked, for a new gift or a pledge this confirmed.
            for (const { id } of [...created, ...confirmed]) {
              await app.mail.queueReceipt(trx, id, request);
            }
          }
          const answer = {
            imported: preview.ok,
            amount: preview.amount,
            confirmed: confirmed.length,
            skipped: preview.skipped,
          };
          if (answer.imported > 0) {
            // One line for the import: how many and how much, no donor or private detail.
            await recordChange(trx, request, {
              resource: 'donation',
              resourceId: project.projectId,
              action: 'create',
              summary: `${project.projectId}: ${answer.imported} × CSV, ${answer.amount}`,
            });
          }
          // Each confirmation, as when an admin confirms a gift by hand.
          for (const { id, amount, donorName } of confirmed) {
            await recordChange(trx, request, {
              resource: 'donation',
              resourceId: id,
              action: 'confirm',
              summary: giftSummary(project.projectId, amount, donorName),
            });
          }
          return answer;
        })
        .catch((error: unknown) => {
          // Another admin recorded one of these references meanwhile: nothing was stored.
          if (isUniqueViolation(error)) throw conflict(REFERENCE_TAKEN);
          throw error;
        });
      app.mail.nudge();
      return reply.status(201).send(result);
    },
  );
};
