import { CONTENT_ROLES } from '@contract/admin';
import { LIMITS } from '@contract/common';
import {
  GalleryImage,
  GalleryImagePatchFields,
  GalleryList,
  PUBLISHING_FIELDS,
  StatusAllQuery,
} from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited } from '../auth';
import { HttpError, validateFields } from '../http';
import { imageItemRoutes, imageRows } from '../imageResource';
import { MAX_FILES, readMultipart } from '../media';
import { nextPosition, orderRoute } from '../ordering';
import {
  PUBLISHING_NOTE,
  publishingOf,
  publishingValues,
  readScope,
  type PublishingColumns,
} from '../publishing';

const ImagesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageLimit })),
  status: StatusAllQuery,
});

/** The publishing fields an upload may send, the same for each of its images. */
const UploadPublishing = Type.Object(PUBLISHING_FIELDS);

type ImageRow = {
  id: number;
  name: string;
  nameUr: string | null;
  image: string;
  position: number;
} & PublishingColumns;

const toImage = (row: ImageRow): GalleryImage => ({
  id: row.id,
  name: row.name,
  nameUr: row.nameUr,
  image: uploadUrl('gallery', row.image),
  position: row.position,
  ...publishingOf(row),
});

/**
 * A gallery image's name (its alt text) in either language, or a new file in its place; and its
 * delete.
 */
const itemRoutes = imageItemRoutes({
  rows: imageRows('galleryImages'),
  url: '/images',
  tag: 'images',
  kind: 'gallery',
  auditAs: 'image',
  what: 'Image',
  binKind: 'images',
  schemas: { item: GalleryImage, changes: GalleryImagePatchFields },
  summary: 'multipart/form-data: name?, nameUr?, image? (only the fields sent change)',
  toItem: toImage,
  summaryOf: (row) => row.name,
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
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'Gallery images in their order (all of them unless limit is given)',
        querystring: ImagesQuery,
        response: { 200: GalleryList },
      },
    },
    async (request) => {
      let query = db.selectFrom('galleryImages').selectAll().orderBy('position').orderBy('id');
      const scope = await readScope(request, 'galleryImages');
      if (scope) query = query.where(scope);
      if (request.query.limit) query = query.limit(request.query.limit);
      return (await query.execute()).map(toImage);
    },
  );

  app.post(
    '/images',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['images'],
        summary: `multipart/form-data: image, repeated per file (at most ${MAX_FILES})`,
        description: `${PUBLISHING_NOTE} The same for each image of the upload.`,
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
      const publishing = publishingValues(validateFields(UploadPublishing, form.fields));
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
                  ...publishing,
                  // The new images go first, the last sent first (newest first, as the gallery was).
                  position: nextPosition('galleryImages', undefined, index),
                })),
              )
              .returningAll()
              .execute(),
          (created) => ({
            resource: 'image',
            resourceId: created.length === 1 ? (created[0]?.id ?? null) : null,
            action: 'upload',
            summary: created.map((row) => row.name).join(', '),
            items: created.map((row) => row.id),
          }),
        ),
      );
      return reply.status(201).send(rows.sort((a, b) => a.id - b.id).map(toImage));
    },
  );

  orderRoute(app, {
    url: '/images',
    tags: ['images'],
    table: 'galleryImages',
    auditAs: 'image',
    what: 'gallery image',
    summaryOf: (row: ImageRow) => row.name,
  });
  await app.register(itemRoutes);
};
