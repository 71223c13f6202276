import {
  Highlight,
  HighlightFields,
  HighlightList,
  HighlightPatchFields,
  IdParams,
  uploadUrl,
} from '@contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited } from '../platform/audit';
import { notFound } from '../platform/errors';
import { fileIn, readMultipart, requireFile } from '../platform/uploads';
import { validateChanges, validateFields } from '../platform/validation';

type Row = { id: number; heading: string; subHeading: string; image: string };

const toHighlight = (row: Row): Highlight => ({ ...row, image: uploadUrl('highlight', row.image) });

export const highlightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.get(
    '/highlights',
    { schema: { tags: ['highlights'], response: { 200: HighlightList } } },
    async () => {
      const rows = await db.selectFrom('highlights').selectAll().orderBy('id').execute();
      return rows.map(toHighlight);
    },
  );

  app.post(
    '/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: 'multipart/form-data: heading, subHeading, image',
        consumes: ['multipart/form-data'],
        response: { 201: Highlight },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileFields: { image: 'highlight' } });
      const { heading, subHeading } = validateFields(HighlightFields, form.fields);
      const file = requireFile(form);
      const row = await uploads.withStored('highlight', [file], ([image = '']) =>
        audited(
          db,
          request,
          (trx) =>
            trx
              .insertInto('highlights')
              .values({ heading, subHeading, image })
              .returningAll()
              .executeTakeFirstOrThrow(),
          (created) => ({
            resource: 'highlight',
            resourceId: created.id,
            action: 'create',
            summary: heading,
          }),
        ),
      );
      return reply.status(201).send(toHighlight(row));
    },
  );

  app.patch(
    '/highlights/:id',
    {
      schema: {
        tags: ['highlights'],
        summary: 'multipart/form-data: heading?, subHeading?, image? (only the fields sent change)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: Highlight },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readMultipart(request, { fileFields: { image: 'highlight' } });
      const changes = validateChanges(HighlightPatchFields, form.fields);
      const current = await db
        .selectFrom('highlights')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound('Highlight');
      const row = await uploads.replaceStored(
        'highlight',
        fileIn(form, 'image'),
        current.image,
        (image) =>
          audited(
            db,
            request,
            (trx) =>
              trx
                .updateTable('highlights')
                .set({ ...changes, image: image ?? current.image })
                .where('id', '=', id)
                .where('image', '=', current.image)
                .returningAll()
                .executeTakeFirst(),
            (updated) => ({
              resource: 'highlight',
              resourceId: id,
              action: 'edit',
              summary: updated.heading,
            }),
          ),
      );
      return toHighlight(row);
    },
  );

  app.delete(
    '/highlights/:id',
    { schema: { tags: ['highlights'], params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await audited(
        db,
        request,
        (trx) =>
          trx
            .deleteFrom('highlights')
            .where('id', '=', id)
            .returning(['image', 'heading'])
            .executeTakeFirst(),
        (deleted) => ({
          resource: 'highlight',
          resourceId: id,
          action: 'delete',
          summary: deleted.heading,
        }),
      );
      if (!row) throw notFound('Highlight');
      await uploads.removeStored('highlight', row.image);
      return reply.status(204).send(null);
    },
  );
};
