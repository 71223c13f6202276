import { type GalleryImage, GalleryList, IdParams, LIMITS, uploadUrl } from '@contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited } from '../auth';
import { HttpError } from '../http';
import { deleteWithImage, MAX_FILES, readMultipart } from '../media';

const ImagesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageLimit })),
});

const toImage = (row: { id: number; name: string; image: string }): GalleryImage => ({
  id: row.id,
  name: row.name,
  image: uploadUrl('gallery', row.image),
});

/**
 * A label for the gallery row: the client's file name without folders or control characters
 * (a NUL cannot be stored in PostgreSQL text), or a neutral default.
 */
function labelOf(originalName: string): string {
  const base =
    originalName
      .replace(/\p{Cc}/gu, '')
      .split(/[\\/]/)
      .pop()
      ?.trim() ?? '';
  return (base || 'image').slice(0, LIMITS.name);
}

export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.get(
    '/images',
    {
      schema: {
        tags: ['images'],
        summary: 'Gallery images, newest first (all of them unless limit is given)',
        querystring: ImagesQuery,
        response: { 200: GalleryList },
      },
    },
    async (request) => {
      let query = db.selectFrom('galleryImages').selectAll().orderBy('id', 'desc');
      if (request.query.limit) query = query.limit(request.query.limit);
      return (await query.execute()).map(toImage);
    },
  );

  app.post(
    '/images',
    {
      schema: {
        tags: ['images'],
        summary: `multipart/form-data: image, repeated per file (at most ${MAX_FILES})`,
        consumes: ['multipart/form-data'],
        response: { 201: GalleryList },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        fileFields: { image: 'gallery' },
        maxFiles: MAX_FILES,
      });
      if (form.files.length === 0) throw new HttpError(400, 'image is required', 'image');
      const rows = await uploads.withStored('gallery', form.files, (names) =>
        audited(
          db,
          request,
          (trx) =>
            trx
              .insertInto('galleryImages')
              .values(
                names.map((image, index) => ({
                  name: labelOf(form.files[index]?.originalName ?? ''),
                  image,
                })),
              )
              .returningAll()
              .execute(),
          (created) => ({
            resource: 'image',
            resourceId: created.length === 1 ? (created[0]?.id ?? null) : null,
            action: 'upload',
            summary: created.map((row) => row.name).join(', '),
          }),
        ),
      );
      return reply.status(201).send(rows.sort((a, b) => a.id - b.id).map(toImage));
    },
  );

  app.delete(
    '/images/:id',
    { schema: { tags: ['images'], params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { id } = request.params;
      await deleteWithImage(app, request, {
        kind: 'gallery',
        resource: 'image',
        resourceId: id,
        what: 'Image',
        remove: (trx) =>
          trx
            .deleteFrom('galleryImages')
            .where('id', '=', id)
            .returning(['image', 'name as summary'])
            .executeTakeFirst(),
      });
      return reply.status(204).send(null);
    },
  );
};
