import { CONTENT_ROLES } from '@contract/admin';
import { IdParams, isFinancialYear, withoutFormatControls } from '@contract/common';
import {
  DOCUMENT_MESSAGES,
  TrustDocument,
  TrustDocumentFields,
  TrustDocumentList,
  TrustDocumentPatch,
  documentUrl,
} from '@contract/documents';
import { StatusQuery } from '@contract/content';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedCreate, auditedEdit } from '../auth';
import { moveToBin, oneRow } from '../bin';
import { deleteRoute, HttpError, notFound, urduBlanksAsNull, validateFields } from '../http';
import { readDocumentForm } from '../media';
import {
  PUBLISHING_NOTE,
  publishingOf,
  publishingValues,
  readScope,
  withoutPublishing,
  type PublishingColumns,
} from '../publishing';

/*
 * The trust's documents (issue 13): annual reports and audited accounts, each a PDF with the
 * financial year it reports on and a title in both languages. Anyone lists them; admins add one
 * (a multipart form with the PDF), change its texts, or delete it with its file.
 */

const COLUMNS = [
  'id',
  'year',
  'title',
  'titleUr',
  'kind',
  'fileName',
  'size',
  'createdAt',
  'publishStatus',
  'publishAt',
  'unpublishAt',
] as const;
const tags = ['documents'];

type Stored = {
  id: number;
  year: string;
  title: string;
  titleUr: string | null;
  kind: TrustDocument['kind'];
  fileName: string;
  size: number | string;
  createdAt: string;
} & PublishingColumns;

const toItem = (row: Stored): TrustDocument => ({
  id: Number(row.id),
  year: row.year,
  title: row.title,
  titleUr: row.titleUr,
  kind: row.kind,
  url: documentUrl(row.fileName),
  size: Number(row.size),
  createdAt: row.createdAt,
  ...publishingOf(row),
});

/** A document's line in the audit trail. */
const summaryOf = (row: Pick<Stored, 'year' | 'title'>): string => `${row.year} ${row.title}`;

/** A typed title as stored: without the format characters that play tricks, trimmed. */
const plain = (text: string) => withoutFormatControls(text).trim();

function checkYear(year: string | undefined): void {
  if (year !== undefined && !isFinancialYear(year.trim())) {
    throw new HttpError(400, DOCUMENT_MESSAGES.year, 'year');
  }
}

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { documents } = app.uploads;

  app.get(
    '/documents',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The trust's documents, newest year first",
        querystring: StatusQuery,
        response: { 200: TrustDocumentList },
      },
    },
    async (request) => {
      let query = db
        .selectFrom('documents')
        .select(COLUMNS)
        .orderBy('year', 'desc')
        .orderBy('id', 'desc');
      const where = await readScope(request, 'documents');
      if (where) query = query.where(where);
      return (await query.execute()).map(toItem);
    },
  );

  app.post(
    '/documents',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags,
        summary: 'multipart/form-data: year, title, titleUr?, kind, file (a PDF, at most 10 MB)',
        description: PUBLISHING_NOTE,
        consumes: ['multipart/form-data'],
        response: { 201: TrustDocument },
      },
    },
    async (request, reply) => {
      const form = await readDocumentForm(request);
      checkYear(form.fields.year);
      const [fields, sent] = withoutPublishing(validateFields(TrustDocumentFields, form.fields));
      const publishing = publishingValues(sent);
      if (!form.file) throw new HttpError(400, 'file is required', 'file');
      const data = form.file;
      const fileName = await documents.store(data, fields.title);
      try {
        const row = await auditedCreate(db, request, 'document', summaryOf, (trx) =>
          trx
            .insertInto('documents')
            .values({
              year: fields.year,
              title: fields.title,
              titleUr: fields.titleUr || null,
              kind: fields.kind,
              fileName,
              size: data.length,
              createdAt: new Date().toISOString(),
              ...publishing,
            })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow(),
        );
        return reply.status(201).send(toItem(row));
      } catch (error) {
        // No row names the file: it must not stay behind.
        await documents.remove(fileName).catch(() => undefined);
        throw error;
      }
    },
  );

  app.patch(
    '/documents/:id',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags,
        summary: 'Changes the texts sent: year?, title?, titleUr?, kind? (the file stays)',
        description: PUBLISHING_NOTE,
        params: IdParams,
        body: TrustDocumentPatch,
        response: { 200: TrustDocument },
      },
    },
    async (request) => {
      checkYear(request.body.year);
      if (request.body.title !== undefined && plain(request.body.title) === '') {
        throw new HttpError(400, 'title is required', 'title');
      }
      const [texts, sent] = withoutPublishing(request.body);
      const { id } = request.params;
      const read = (trx: typeof db) =>
        trx.selectFrom('documents').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      const stored = await read(db);
      if (!stored) throw notFound('Document');
      const changes = urduBlanksAsNull({
        ...texts,
        ...publishingValues(sent, stored),
        ...(request.body.title === undefined ? {} : { title: plain(request.body.title) }),
        ...(request.body.titleUr === undefined ? {} : { titleUr: plain(request.body.titleUr) }),
        ...(request.body.year === undefined ? {} : { year: request.body.year.trim() }),
      });
      const row = await auditedEdit(db, request, {
        resource: 'document',
        resourceId: id,
        read,
        write: async (trx) =>
          Object.keys(changes).length === 0
            ? read(trx)
            : trx
                .updateTable('documents')
                .set(changes)
                .where('id', '=', id)
                .returning(COLUMNS)
                .executeTakeFirst(),
        summaryOf,
      });
      if (!row) throw notFound('Document');
      return toItem(row);
    },
  );

  // Into the bin with its file, which stays where it is until the purge (server/bin).
  deleteRoute(app, { url: '/documents', tags, access: CONTENT_ROLES }, (request, id) =>
    moveToBin(db, request, {
      kind: 'documents',
      resourceId: id,
      what: 'Document',
      remove: oneRow('documents', id, (row) => ({
        summary: summaryOf(row),
        data: toItem(row),
        files: [{ kind: 'document', name: row.fileName }],
      })),
    }),
  );
};
