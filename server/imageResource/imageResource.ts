import { CONTENT_ROLES, type AuditResource, type BinKind } from '@contract/admin';
import { IdParams } from '@contract/common';
import { StatusQuery } from '@contract/content';
import { type UploadKind } from '@contract/uploads';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited, auditedCreate } from '../auth';
import { moveToBin } from '../bin';
import type { Db } from '../db';
import {
  deleteRoute,
  type HttpError,
  notFound,
  urduBlanksAsNull,
  validateChanges,
  validateFields,
} from '../http';
import { fileIn, readMultipart, requireFile } from '../media';
import { orderRoute } from '../ordering';
import {
  PUBLISHING_NOTE,
  publishingValues,
  readScope,
  withoutPublishing,
  type PublishingInput,
} from '../publishing';
import type { ImageRows, StoredRow } from './imageRows';

/*
 * The four routes of a resource that is a few text fields and one stored image (highlights,
 * partners, news logos): list, create and edit as multipart forms, and delete.
 */

type ImageResource<
  Row extends StoredRow,
  Fields extends TObject,
  Changes extends TObject,
  Item extends TSchema,
> = {
  /** The table's queries: imageRows(table). */
  rows: ImageRows<Row, Static<Fields>, Static<Changes>>;
  /** The collection's path, e.g. '/highlights'; one row is at `${url}/:id`. */
  url: string;
  tag: string;
  /** The upload kind of the image, which is also the resource's name in the audit trail. */
  kind: UploadKind & AuditResource;
  /** Its kind in the bin: its path after /api/v1/, '-' for '/'. */
  binKind: BinKind;
  /** What "… not found" names. */
  what: string;
  schemas: {
    item: Item;
    list: TSchema;
    fields: Fields;
    /** The edit's fields: the same ones, each optional. */
    changes: Changes;
  };
  /** OpenAPI summaries: the list's (optional) and the two forms' fields. */
  summaries: { list?: string; create: string; edit: string };
  toItem(row: Row): Static<Item>;
  /** The row's line in the audit trail: its name or heading. */
  summaryOf(row: Row): string;
  /** Runs before the image is stored; throws to refuse the new row. */
  beforeCreate?(db: Db, fields: Static<Fields>): Promise<void>;
  /** Runs before the delete; throws to refuse it. */
  beforeDelete?(db: Db, id: number): Promise<void>;
  /** The answer to a write the database refused (a duplicate, a row still in use), if known. */
  refusal?(error: unknown): HttpError | undefined;
};

/** The answer the resource gives to a write the database refused, else the error itself. */
async function refusedBy<R>(
  refusal: ((error: unknown) => HttpError | undefined) | undefined,
  write: () => Promise<R>,
): Promise<R> {
  try {
    return await write();
  } catch (error) {
    throw refusal?.(error) ?? error;
  }
}

/** What the edit and delete routes need: a part of the resource, and its name in the audit trail. */
type ImageItem<Row extends StoredRow, Changes extends TObject, Item extends TSchema> = Pick<
  ImageResource<Row, TObject, Changes, Item>,
  'url' | 'tag' | 'what' | 'binKind' | 'toItem' | 'summaryOf' | 'refusal' | 'beforeDelete'
> & {
  kind: UploadKind;
  rows: Pick<ImageRows<Row, unknown, Static<Changes>>, 'table' | 'one' | 'update' | 'remove'>;
  schemas: { item: Item; changes: Changes };
  auditAs: AuditResource;
  /** The OpenAPI summary of the form's fields. */
  summary: string;
};

/**
 * PATCH `${url}/:id` as a multipart form: only the fields sent change, a blank Urdu stores none,
 * a new image replaces the stored one, and the audit trail keeps the row before and after.
 */
async function editRoute<Row extends StoredRow, Changes extends TObject, Item extends TSchema>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  resource: ImageItem<Row, Changes, Item>,
): Promise<void> {
  const { db, uploads } = app;
  const { url, kind, what, schemas, rows, toItem, summaryOf, auditAs } = resource;
  const item: TSchema = schemas.item;
  app.patch(
    `${url}/:id`,
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: [resource.tag],
        summary: resource.summary,
        description: PUBLISHING_NOTE,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: item },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readMultipart(request, { fileFields: { image: kind } });
      const [texts, sent] = withoutPublishing(
        urduBlanksAsNull(validateChanges(schemas.changes, form.fields)) as PublishingInput,
      );
      const current = await rows.one(db, id);
      if (!current) throw notFound(what);
      const changes = { ...texts, ...publishingValues(sent, current) } as Static<Changes>;
      const row = await uploads.replaceStored(kind, fileIn(form, 'image'), (image) =>
        refusedBy(resource.refusal, () =>
          audited(
            db,
            request,
            (trx) =>
              rows.update(trx, id, current.image, { ...changes, image: image ?? current.image }),
            // What changed, in either language, as the rows were before and after.
            (updated) => ({
              resource: auditAs,
              resourceId: id,
              action: 'edit',
              summary: summaryOf(updated),
              before: current,
              after: updated,
            }),
          ),
        ),
      );
      return toItem(row);
    },
  );
}

/** DELETE `${url}/:id`: the row into the bin with its image, and its line in the audit trail. */
function deleteImageRoute<Row extends StoredRow, Changes extends TObject, Item extends TSchema>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  resource: ImageItem<Row, Changes, Item>,
): void {
  const { url, kind, what, rows, toItem, summaryOf } = resource;
  deleteRoute(app, { url, tags: [resource.tag], access: CONTENT_ROLES }, async (request, id) => {
    await resource.beforeDelete?.(app.db, id);
    await refusedBy(resource.refusal, () =>
      moveToBin(app.db, request, {
        kind: resource.binKind,
        resourceId: id,
        what,
        remove: async (trx) => {
          const row = await rows.remove(trx, id);
          return (
            row && {
              itemId: id,
              summary: summaryOf(row),
              data: toItem(row) as object,
              rows: [{ table: rows.table, rows: [row] }],
              files: [{ kind, name: row.image }],
            }
          );
        },
      }),
    );
  });
}

async function itemRoutes<Row extends StoredRow, Changes extends TObject, Item extends TSchema>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  resource: ImageItem<Row, Changes, Item>,
): Promise<void> {
  await editRoute(app, resource);
  deleteImageRoute(app, resource);
}

/** The edit and delete routes alone, for a resource whose list and create are its own (the gallery). */
export function imageItemRoutes<
  Row extends StoredRow,
  Changes extends TObject,
  Item extends TSchema,
>(resource: ImageItem<Row, Changes, Item>): FastifyPluginAsyncTypebox {
  return (app) => itemRoutes(app, resource);
}

export function imageResourceRoutes<
  Row extends StoredRow,
  Fields extends TObject,
  Changes extends TObject,
  Item extends TSchema,
>(resource: ImageResource<Row, Fields, Changes, Item>): FastifyPluginAsyncTypebox {
  const { url, kind, schemas, summaries, rows, toItem, summaryOf } = resource;
  // Fastify types a reply by its schema; the caller's toItem is what ties Item to the rows.
  const item: TSchema = schemas.item;
  const tags = [resource.tag];
  const fileFields = { image: kind };

  const refused = <R>(write: () => Promise<R>) => refusedBy(resource.refusal, write);

  return async (app) => {
    const { db, uploads } = app;

    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags,
          ...(summaries.list === undefined ? {} : { summary: summaries.list }),
          querystring: StatusQuery,
          response: { 200: schemas.list },
        },
      },
      async (request) => (await rows.all(db, await readScope(request, rows.table))).map(toItem),
    );

    app.post(
      url,
      {
        config: { access: CONTENT_ROLES },
        schema: {
          tags,
          summary: summaries.create,
          description: PUBLISHING_NOTE,
          consumes: ['multipart/form-data'],
          response: { 201: item },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, { fileFields });
        const fields = validateFields(schemas.fields, form.fields);
        const [texts, sent] = withoutPublishing(fields as PublishingInput);
        const publishing = publishingValues(sent);
        const file = requireFile(form);
        await resource.beforeCreate?.(db, fields);
        const row = await uploads.withStored(kind, [file], ([image = '']) =>
          refused(() =>
            auditedCreate(db, request, kind, summaryOf, (trx) =>
              rows.insert(trx, { ...(texts as Static<Fields>), ...publishing, image }),
            ),
          ),
        );
        return reply.status(201).send(toItem(row));
      },
    );

    orderRoute(app, {
      url,
      tags,
      table: rows.table,
      auditAs: kind,
      what: resource.what.toLowerCase(),
      summaryOf,
    });
    await itemRoutes(app, { ...resource, auditAs: kind, summary: summaries.edit });
  };
}
