import { CONTENT_ROLES } from '@contract/admin';
import { IdParams } from '@contract/common';
import { NewsItem, NewsPatchFields } from '@contract/content';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedEdit } from '../../auth';
import { isForeignKeyViolation } from '../../db';
import { notFound, urduBlanksAsNull, validateChanges } from '../../http';
import { fileIn, readMultipart } from '../../media';
import { PUBLISHING_NOTE, publishingValues, withoutPublishing } from '../../publishing';
import { badLogo, checkLinkAndDate, selectItems, toItem } from './queries';

export const newsEditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.patch(
    '/news/:id',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['news'],
        summary:
          'multipart/form-data: heading?, headingUr?, logo? (logo id), link?, date? (yyyy-mm-dd), image? ' +
          '(only the fields sent change)',
        description: PUBLISHING_NOTE,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: NewsItem },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readMultipart(request, { fileFields: { image: 'news' } });
      const [{ logo, ...changes }, sent] = withoutPublishing(
        urduBlanksAsNull(validateChanges(NewsPatchFields, form.fields)),
      );
      checkLinkAndDate(changes);
      const current = await db
        .selectFrom('news')
        .select(['image', 'publishAt', 'unpublishAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound('News item');
      const publishing = publishingValues(sent, current);
      // The foreign key decides whether the logo exists, so the new file is removed when not.
      await uploads.replaceStored('news', fileIn(form, 'image'), async (image) => {
        try {
          return await auditedEdit(db, request, {
            resource: 'news',
            resourceId: id,
            read: (trx) =>
              trx.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst(),
            write: (trx) =>
              trx
                .updateTable('news')
                .set({
                  ...changes,
                  ...publishing,
                  ...(logo === undefined ? {} : { logoId: logo }),
                  image: image ?? current.image,
                })
                .where('id', '=', id)
                .where('image', '=', current.image)
                .returningAll()
                .executeTakeFirst(),
            summaryOf: (after) => after.heading,
          });
        } catch (error) {
          if (isForeignKeyViolation(error)) throw badLogo();
          throw error;
        }
      });
      const row = await selectItems(db).where('news.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('News item');
      return toItem(row);
    },
  );
};
