import {
  IdParams,
  NewsLogo,
  NewsLogoFields,
  NewsLogoList,
  NewsLogoPatchFields,
  uploadUrl,
} from '@contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { audited } from '../platform/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../platform/db';
import { HttpError, conflict, notFound } from '../platform/errors';
import { fileIn, readMultipart, requireFile } from '../platform/uploads';
import { validateChanges, validateFields } from '../platform/validation';

const toLogo = (row: { id: number; name: string; image: string }): NewsLogo => ({
  id: row.id,
  name: row.name,
  image: uploadUrl('newsLogo', row.image),
});

const duplicate = () => conflict('Record already exists', 'name');
const inUse = (count: number) =>
  new HttpError(
    409,
    `This logo is used by ${count} news item${count === 1 ? '' : 's'}; delete ${count === 1 ? 'it' : 'them'} first`,
  );

/* Registered as the static path /news/logos, which the router prefers over /news/:id. */
export const newsLogoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.get(
    '/news/logos',
    { schema: { tags: ['news'], summary: 'News source logos', response: { 200: NewsLogoList } } },
    async () => {
      const rows = await db.selectFrom('newsLogos').selectAll().orderBy('id').execute();
      return rows.map(toLogo);
    },
  );

  app.post(
    '/news/logos',
    {
      schema: {
        tags: ['news'],
        summary: 'multipart/form-data: name, image',
        consumes: ['multipart/form-data'],
        response: { 201: NewsLogo },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileFields: { image: 'newsLogo' } });
      const { name } = validateFields(NewsLogoFields, form.fields);
      const file = requireFile(form);
      const taken = await db
        .selectFrom('newsLogos')
        .select('id')
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
      if (taken) throw duplicate();
      const row = await uploads.withStored('newsLogo', [file], async ([image = '']) => {
        try {
          return await audited(
            db,
            request,
            (trx) =>
              trx
                .insertInto('newsLogos')
                .values({ name, image })
                .returningAll()
                .executeTakeFirstOrThrow(),
            (created) => ({
              resource: 'newsLogo',
              resourceId: created.id,
              action: 'create',
              summary: name,
            }),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicate();
          throw error;
        }
      });
      return reply.status(201).send(toLogo(row));
    },
  );

  app.patch(
    '/news/logos/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'multipart/form-data: name?, image? (only the fields sent change)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: NewsLogo },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readMultipart(request, { fileFields: { image: 'newsLogo' } });
      const changes = validateChanges(NewsLogoPatchFields, form.fields);
      const current = await db
        .selectFrom('newsLogos')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound('News logo');
      // The unique index decides a clash of names, so the new file is removed on a duplicate.
      const row = await uploads.replaceStored(
        'newsLogo',
        fileIn(form, 'image'),
        current.image,
        async (image) => {
          try {
            return await audited(
              db,
              request,
              (trx) =>
                trx
                  .updateTable('newsLogos')
                  .set({ ...changes, image: image ?? current.image })
                  .where('id', '=', id)
                  .where('image', '=', current.image)
                  .returningAll()
                  .executeTakeFirst(),
              (updated) => ({
                resource: 'newsLogo',
                resourceId: id,
                action: 'edit',
                summary: updated.name,
              }),
            );
          } catch (error) {
            if (isUniqueViolation(error)) throw duplicate();
            throw error;
          }
        },
      );
      return toLogo(row);
    },
  );

  app.delete(
    '/news/logos/:id',
    { schema: { tags: ['news'], params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { id } = request.params;
      const logo = await db
        .selectFrom('newsLogos')
        .select(['image', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!logo) throw notFound('News logo');
      const used = await db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('logoId', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(used.count) > 0) throw inUse(Number(used.count));
      try {
        await audited(
          db,
          request,
          (trx) =>
            trx.deleteFrom('newsLogos').where('id', '=', id).returning('id').executeTakeFirst(),
          () => ({ resource: 'newsLogo', resourceId: id, action: 'delete', summary: logo.name }),
        );
      } catch (error) {
        if (isForeignKeyViolation(error)) throw inUse(1);
        throw error;
      }
      await uploads.removeStored('newsLogo', logo.image);
      return reply.status(204).send(null);
    },
  );
};
