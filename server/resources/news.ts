import { IdParams, NewsFields, NewsItem, NewsPage, NewsQuery } from '@contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { today } from '../platform/dates';
import { isForeignKeyViolation } from '../platform/db';
import { notFound } from '../platform/errors';
import { envelope, paging } from '../platform/paging';
import { readMultipart, requireFile } from '../platform/uploads';
import { validateFields } from '../platform/validation';
import { newsEditRoutes } from './newsEdit';
import { badLogo, checkLinkAndDate, selectItems, toItem } from './newsQueries';

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;
  // PATCH /news/{id} (the edit) lives in its own file; PUT /news/{id} keeps meaning "pin".
  await app.register(newsEditRoutes);

  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'News, pinned first, then newest first',
        querystring: NewsQuery,
        response: { 200: NewsPage },
      },
    },
    async (request) => {
      const page = paging(request.query);
      const [rows, count] = await Promise.all([
        selectItems(db)
          .orderBy('news.pinned', 'desc')
          .orderBy('news.date', 'desc')
          .orderBy('news.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return envelope(rows.map(toItem), count.total, page);
    },
  );

  app.post(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'multipart/form-data: heading, logo (logo id), link, image, date (yyyy-mm-dd)',
        consumes: ['multipart/form-data'],
        response: { 201: NewsItem },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileFields: { image: 'news' } });
      const fields = validateFields(NewsFields, form.fields);
      checkLinkAndDate(fields);
      const file = requireFile(form);
      const logo = await db
        .selectFrom('newsLogos')
        .select('id')
        .where('id', '=', fields.logo)
        .executeTakeFirst();
      if (!logo) throw badLogo();
      const id = await uploads.withStored('news', [file], async ([image = '']) => {
        try {
          const row = await db
            .insertInto('news')
            .values({
              heading: fields.heading,
              logoId: fields.logo,
              link: fields.link,
              image,
              date: fields.date ?? today(),
              pinned: 0,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        } catch (error) {
          if (isForeignKeyViolation(error)) throw badLogo();
          throw error;
        }
      });
      const row = await selectItems(db).where('news.id', '=', id).executeTakeFirstOrThrow();
      return reply.status(201).send(toItem(row));
    },
  );

  app.put(
    '/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'Pins the news item (the body is empty)',
        params: IdParams,
        response: { 200: NewsItem },
      },
    },
    async (request) => {
      const result = await db
        .updateTable('news')
        .set({ pinned: 1 })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('News item');
      const row = await selectItems(db)
        .where('news.id', '=', request.params.id)
        .executeTakeFirstOrThrow();
      return toItem(row);
    },
  );

  app.delete(
    '/news/:id',
    { schema: { tags: ['news'], params: IdParams } },
    async (request, reply) => {
      const row = await db
        .deleteFrom('news')
        .where('id', '=', request.params.id)
        .returning('image')
        .executeTakeFirst();
      if (!row) throw notFound('News item');
      await uploads.removeStored('news', row.image);
      return reply.status(204).send();
    },
  );
};
