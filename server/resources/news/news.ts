import { CONTENT_ROLES } from '@contract/admin';
import { IdParams } from '@contract/common';
import { NewsFields, NewsItem, NewsPage, NewsQuery, StatusQuery } from '@contract/content';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedCreate, recordChange } from '../../auth';
import { moveToBin } from '../../bin';
import {
  deleteRoute,
  envelope,
  named,
  notFound,
  paging,
  PUBLIC_CACHE,
  today,
  validateFields,
} from '../../http';
import { isForeignKeyViolation, lacksUrdu } from '../../db';
import { readMultipart, requireFile } from '../../media';
import { PUBLISHING_NOTE, publishingValues, readScope, withoutPublishing } from '../../publishing';
import { newsEditRoutes } from './edit';
import { badLogo, checkLinkAndDate, listPage, nextPinStamp, selectItems, toItem } from './queries';

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;
  // PATCH /news/{id} (the edit) lives in its own file; PUT /news/{id} keeps meaning "pin".
  await app.register(named('newsEditRoutes', newsEditRoutes));

  app.get(
    '/news',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['news'],
        summary: 'News: pinned first (the last pinned first), then newest first',
        querystring: NewsQuery,
        response: { 200: NewsPage },
      },
    },
    async (request) => {
      const page = paging(request.query);
      const urduMissing = request.query.urdu !== undefined;
      const where = await readScope(request, 'news');
      let total = db.selectFrom('news').select((eb) => eb.fn.countAll().as('total'));
      if (urduMissing) total = total.where(lacksUrdu('news'));
      if (where) total = total.where(where);
      const [rows, count] = await Promise.all([
        listPage(db, { ...page, urduMissing, where }),
        total.executeTakeFirstOrThrow(),
      ]);
      return envelope(rows.map(toItem), count.total, page);
    },
  );

  app.get(
    '/news/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'One news item',
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: NewsItem },
      },
    },
    async (request) => {
      let query = selectItems(db).where('news.id', '=', request.params.id);
      const where = await readScope(request, 'news');
      if (where) query = query.where(where);
      const row = await query.executeTakeFirst();
      if (!row) throw notFound('News item');
      return toItem(row);
    },
  );

  app.post(
    '/news',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['news'],
        summary:
          'multipart/form-data: heading, headingUr?, logo (logo id), link, image, date (yyyy-mm-dd)',
        description: PUBLISHING_NOTE,
        consumes: ['multipart/form-data'],
        response: { 201: NewsItem },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileFields: { image: 'news' } });
      const [fields, sent] = withoutPublishing(validateFields(NewsFields, form.fields));
      const publishing = publishingValues(sent);
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
          const row = await auditedCreate(
            db,
            request,
            'news',
            () => fields.heading,
            (trx) =>
              trx
                .insertInto('news')
                .values({
                  heading: fields.heading,
                  headingUr: fields.headingUr ?? null,
                  logoId: fields.logo,
                  link: fields.link,
                  image,
                  date: fields.date ?? today(),
                  pinned: 0,
                  ...publishing,
                })
                .returning('id')
                .executeTakeFirstOrThrow(),
          );
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
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['news'],
        summary:
          'Pins the news item (the body is empty); it lists first until another is pinned. ' +
          'Pinning a pinned item changes nothing',
        params: IdParams,
        response: { 200: NewsItem },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('news')
          .select(['pinnedAt', 'heading'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return false;
        // Pinning a pinned item changes nothing, so there is nothing to record.
        if (current.pinnedAt !== null) return true;
        const { latest } = await trx
          .selectFrom('news')
          .select((eb) => eb.fn.max('pinnedAt').as('latest'))
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('news')
          .set({ pinned: 1, pinnedAt: nextPinStamp(latest) })
          .where('id', '=', id)
          .execute();
        await recordChange(trx, request, {
          resource: 'news',
          resourceId: id,
          action: 'pin',
          summary: current.heading,
        });
        return true;
      });
      if (!found) throw notFound('News item');
      const row = await selectItems(db)
        .where('news.id', '=', request.params.id)
        .executeTakeFirstOrThrow();
      return toItem(row);
    },
  );

  deleteRoute(app, { url: '/news', tags: ['news'], access: CONTENT_ROLES }, (request, id) =>
    moveToBin(db, request, {
      kind: 'news',
      resourceId: id,
      what: 'News item',
      async remove(trx) {
        const item = await selectItems(trx).where('news.id', '=', id).executeTakeFirst();
        const row = await trx
          .deleteFrom('news')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        return (
          item &&
          row && {
            itemId: id,
            summary: row.heading,
            data: toItem(item),
            rows: [{ table: 'news', rows: [row] }],
            files: [{ kind: 'news', name: row.image }],
          }
        );
      },
    }),
  );
};
