import { IdParams, type AuditResource, type UploadKind } from '@contract';
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited } from '../auth';
import type { Db } from '../db';
import {
  type HttpError,
  notFound,
  urduBlanksAsNull,
  validateChanges,
  validateFields,
} from '../http';
import { deleteWithImage, fileIn, readMultipart, requireFile } from '../media';
import type { ImageRows, StoredRow } from './imageRows';

/*
 * The four routes of a resource that is a few text fields and one stored image (highlights,
 * partners, news logos): list, create and edit as multipart forms, and delete.
 */

export type ImageResource<
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

export function imageResourceRoutes<
  Row extends StoredRow,
  Fields extends TObject,
  Changes extends TObject,
  Item extends TSchema,
>(resource: ImageResource<Row, Fields, Changes, Item>): FastifyPluginAsyncTypebox {
  const { url, kind, what, schemas, summaries, rows, toItem, summaryOf } = resource;
  // Fastify types a reply by its schema; the caller's toItem is what ties Item to the rows.
  const item: TSchema = schemas.item;
  const tags = [resource.tag];
  const fileFields = { image: kind };

  async function refused<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      throw resource.refusal?.(error) ?? error;
    }
  }

  return async (app) => {
    const { db, uploads } = app;

    app.get(
      url,
      {
        schema: {
          tags,
          ...(summaries.list === undefined ? {} : { summary: summaries.list }),
          response: { 200: schemas.list },
        },
      },
      async () => (await rows.all(db)).map(toItem),
    );

    app.post(
      url,
      {
        schema: {
          tags,
          summary: summaries.create,
          consumes: ['multipart/form-data'],
          response: { 201: item },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, { fileFields });
        const fields = validateFields(schemas.fields, form.fields);
        const file = requireFile(form);
        await resource.beforeCreate?.(db, fields);
        const row = await uploads.withStored(kind, [file], ([image = '']) =>
          refused(() =>
            audited(
              db,
              request,
              (trx) => rows.insert(trx, { ...fields, image }),
              (created) => ({
                resource: kind,
                resourceId: created.id,
                action: 'create',
                summary: summaryOf(created),
              }),
            ),
          ),
        );
        return reply.status(201).send(toItem(row));
      },
    );

    app.patch(
      `${url}/:id`,
      {
        schema: {
          tags,
          summary: summaries.edit,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: item },
        },
      },
      async (request) => {
        const { id } = request.params;
        const form = await readMultipart(request, { fileFields });
        const changes = urduBlanksAsNull(validateChanges(schemas.changes, form.fields));
        const current = await rows.one(db, id);
        if (!current) throw notFound(what);
        const row = await uploads.replaceStored(
          kind,
          fileIn(form, 'image'),
          current.image,
          (image) =>
            refused(() =>
              audited(
                db,
                request,
                (trx) =>
                  rows.update(trx, id, current.image, {
                    ...changes,
                    image: image ?? current.image,
                  }),
                // What changed, in either language, as the rows were before and after.
                (updated) => ({
                  resource: kind,
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

    app.delete(
      `${url}/:id`,
      { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
      async (request, reply) => {
        const { id } = request.params;
        await resource.beforeDelete?.(db, id);
        await refused(() =>
          deleteWithImage(app, request, {
            kind,
            resource: kind,
            resourceId: id,
            what,
            remove: async (trx) => {
              const row = await rows.remove(trx, id);
              return row && { image: row.image, summary: summaryOf(row) };
            },
          }),
        );
        return reply.status(204).send(null);
      },
    );
  };
}
