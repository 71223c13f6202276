import {
  IdParams,
  NewsFields,
  NewsItem,
  NewsPage,
  NewsQuery,
  isHttpUrl,
  isValidIsoDate,
  uploadUrl,
} from '@contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../platform/db';
import { isForeignKeyViolation } from '../platform/db';
import { HttpError, notFound } from '../platform/errors';
import { envelope, paging } from '../platform/paging';
import { readMultipart, requireFile } from '../platform/uploads';
import { validateFields } from '../platform/validation';

type Row = {
  id: number;
  heading: string;
  logoId: number;
  link: string;
  image: string;
  date: string;
  pinned: boolean | number;
  logoName: string;
  logoImage: string;
};

const toItem = (row: Row): NewsItem => ({
  id: row.id,
  heading: row.heading,
  logo: uploadUrl('newsLogo', row.logoImage),
  logoId: row.logoId,
  logoName: row.logoName,
  link: row.link,
  image: uploadUrl('news', row.image),
  date: row.date,
  pinned: Boolean(row.pinned),
});

/** Today on the server's calendar, as yyyy-mm-dd. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const selectItems = (db: Db) =>
  db
    .selectFrom('news')
    .innerJoin('newsLogos', 'newsLogos.id', 'news.logoId')
    .select([
      'news.id',
      'news.heading',
      'news.logoId',
      'news.link',
      'news.image',
      'news.date',
      'news.pinned',
      'newsLogos.name as logoName',
      'newsLogos.image as logoImage',
    ]);

const badLogo = () => new HttpError(400, 'logo must be the id of an existing news logo', 'logo');

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

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
      if (!isHttpUrl(fields.link)) throw new HttpError(400, 'link must be an http(s) URL', 'link');
      if (fields.date !== undefined && !isValidIsoDate(fields.date)) {
        throw new HttpError(400, 'date must be a real calendar date (yyyy-mm-dd)', 'date');
      }
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
