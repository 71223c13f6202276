import {
  IdParams,
  Partner,
  PartnerFields,
  PartnerList,
  PartnerPatchFields,
  uploadUrl,
} from '@contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited } from '../platform/audit';
import { notFound } from '../platform/errors';
import { fileIn, readMultipart, requireFile } from '../platform/uploads';
import { validateChanges, validateFields } from '../platform/validation';

const toPartner = (row: { id: number; name: string; image: string }): Partner => ({
  id: row.id,
  name: row.name,
  logo: uploadUrl('partner', row.image),
});

export const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.get(
    '/partners',
    { schema: { tags: ['partners'], response: { 200: PartnerList } } },
    async () => {
      const rows = await db.selectFrom('partners').selectAll().orderBy('id').execute();
      return rows.map(toPartner);
    },
  );

  app.post(
    '/partners',
    {
      schema: {
        tags: ['partners'],
        summary: 'multipart/form-data: name, image',
        consumes: ['multipart/form-data'],
        response: { 201: Partner },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileFields: { image: 'partner' } });
      const { name } = validateFields(PartnerFields, form.fields);
      const file = requireFile(form);
      const row = await uploads.withStored('partner', [file], ([image = '']) =>
        audited(
          db,
          request,
          (trx) =>
            trx
              .insertInto('partners')
              .values({ name, image })
              .returningAll()
              .executeTakeFirstOrThrow(),
          (created) => ({
            resource: 'partner',
            resourceId: created.id,
            action: 'create',
            summary: name,
          }),
        ),
      );
      return reply.status(201).send(toPartner(row));
    },
  );

  app.patch(
    '/partners/:id',
    {
      schema: {
        tags: ['partners'],
        summary: 'multipart/form-data: name?, image? (only the fields sent change)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: Partner },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readMultipart(request, { fileFields: { image: 'partner' } });
      const changes = validateChanges(PartnerPatchFields, form.fields);
      const current = await db
        .selectFrom('partners')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound('Partner');
      const row = await uploads.replaceStored(
        'partner',
        fileIn(form, 'image'),
        current.image,
        (image) =>
          audited(
            db,
            request,
            (trx) =>
              trx
                .updateTable('partners')
                .set({ ...changes, image: image ?? current.image })
                .where('id', '=', id)
                .where('image', '=', current.image)
                .returningAll()
                .executeTakeFirst(),
            (updated) => ({
              resource: 'partner',
              resourceId: id,
              action: 'edit',
              summary: updated.name,
            }),
          ),
      );
      return toPartner(row);
    },
  );

  app.delete(
    '/partners/:id',
    { schema: { tags: ['partners'], params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await audited(
        db,
        request,
        (trx) =>
          trx
            .deleteFrom('partners')
            .where('id', '=', id)
            .returning(['image', 'name'])
            .executeTakeFirst(),
        (deleted) => ({
          resource: 'partner',
          resourceId: id,
          action: 'delete',
          summary: deleted.name,
        }),
      );
      if (!row) throw notFound('Partner');
      await uploads.removeStored('partner', row.image);
      return reply.status(204).send(null);
    },
  );
};
