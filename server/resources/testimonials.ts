import { CONTENT_ROLES } from '@contract/admin';
import { IdParams, isHttpUrl } from '@contract/common';
import {
  Testimonial,
  TestimonialBody,
  TestimonialPage,
  TestimonialPatch,
  TestimonialsQuery,
  StatusQuery,
} from '@contract/content';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedCreate, auditedEdit } from '../auth';
import { moveToBin, oneRow } from '../bin';
import { lacksUrdu, type Db } from '../db';
import { deleteRoute, envelope, HttpError, notFound, paging } from '../http';
import { nextPosition, orderRoute } from '../ordering';
import { PUBLISHING_NOTE, publishingValues, readScope, withPublishing } from '../publishing';

const INVALID_VIDEO = 'Invalid video URL';
const COLUMNS = [
  'id',
  'name',
  'nameUr',
  'video',
  'position',
  'publishStatus',
  'publishAt',
  'unpublishAt',
] as const;
const tags = ['testimonials'];

/** A sent Urdu name, trimmed; blank is none (null). */
const urduName = (sent: string | undefined) =>
  sent === undefined ? undefined : sent.trim() || null;

export const testimonialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/testimonials',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Video testimonials in their order',
        querystring: TestimonialsQuery,
        response: { 200: TestimonialPage },
      },
    },
    async (request) => {
      const page = paging(request.query);
      let list = db.selectFrom('testimonials').select(COLUMNS);
      let total = db.selectFrom('testimonials').select((eb) => eb.fn.countAll().as('total'));
      const where = await readScope(request, 'testimonials');
      if (where) {
        list = list.where(where);
        total = total.where(where);
      }
      if (request.query.urdu) {
        list = list.where(lacksUrdu('testimonials'));
        total = total.where(lacksUrdu('testimonials'));
      }
      const [rows, count] = await Promise.all([
        list.orderBy('position').orderBy('id').limit(page.limit).offset(page.offset).execute(),
        total.executeTakeFirstOrThrow(),
      ]);
      return envelope(rows.map(withPublishing), count.total, page);
    },
  );

  app.get(
    '/testimonials/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One video testimonial',
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: Testimonial },
      },
    },
    async (request) => {
      let query = db.selectFrom('testimonials').select(COLUMNS).where('id', '=', request.params.id);
      const where = await readScope(request, 'testimonials');
      if (where) query = query.where(where);
      const row = await query.executeTakeFirst();
      if (!row) throw notFound('Testimonial');
      return withPublishing(row);
    },
  );

  app.post(
    '/testimonials',
    {
      config: { access: CONTENT_ROLES, fieldMessages: { video: INVALID_VIDEO } },
      schema: {
        tags,
        description: PUBLISHING_NOTE,
        body: TestimonialBody,
        response: { 201: Testimonial },
      },
    },
    async (request, reply) => {
      const publishing = publishingValues(request.body);
      const name = request.body.name.trim();
      const nameUr = urduName(request.body.nameUr) ?? null;
      const video = request.body.video.trim();
      if (!isHttpUrl(video)) throw new HttpError(400, INVALID_VIDEO, 'video');
      const row = await auditedCreate(
        db,
        request,
        'testimonial',
        () => name,
        (trx) =>
          trx
            .insertInto('testimonials')
            .values({ name, nameUr, video, position: nextPosition('testimonials'), ...publishing })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow(),
      );
      return reply.status(201).send(withPublishing(row));
    },
  );

  app.patch(
    '/testimonials/:id',
    {
      config: { access: CONTENT_ROLES, fieldMessages: { video: INVALID_VIDEO } },
      schema: {
        tags,
        summary: 'Changes the fields sent: name?, nameUr?, video?',
        description: PUBLISHING_NOTE,
        params: IdParams,
        body: TestimonialPatch,
        response: { 200: Testimonial },
      },
    },
    async (request) => {
      const name = request.body.name?.trim();
      const nameUr = urduName(request.body.nameUr);
      const video = request.body.video?.trim();
      if (video !== undefined && !isHttpUrl(video)) {
        throw new HttpError(400, INVALID_VIDEO, 'video');
      }
      const { id } = request.params;
      const read = (trx: Db) =>
        trx.selectFrom('testimonials').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      const stored = await read(db);
      if (!stored) throw notFound('Testimonial');
      const publishing = publishingValues(request.body, stored);
      const row = await auditedEdit(db, request, {
        resource: 'testimonial',
        resourceId: id,
        read,
        write: (trx) =>
          trx
            .updateTable('testimonials')
            // A field not sent keeps its column's value (and an empty body changes nothing).
            .set((eb) => ({
              name: name ?? eb.ref('name'),
              nameUr: nameUr === undefined ? eb.ref('nameUr') : nameUr,
              video: video ?? eb.ref('video'),
              ...publishing,
            }))
            .where('id', '=', id)
            .returning(COLUMNS)
            .executeTakeFirst(),
        summaryOf: (after) => after.name,
      });
      if (!row) throw notFound('Testimonial');
      return withPublishing(row);
    },
  );

  orderRoute(app, {
    url: '/testimonials',
    tags,
    table: 'testimonials',
    auditAs: 'testimonial',
    what: 'testimonial',
    summaryOf: (row: { id: number; name: string }) => row.name,
  });

  deleteRoute(app, { url: '/testimonials', tags, access: CONTENT_ROLES }, (request, id) =>
    moveToBin(db, request, {
      kind: 'testimonials',
      resourceId: id,
      what: 'Testimonial',
      remove: oneRow('testimonials', id, (row) => ({
        summary: row.name,
        data: withPublishing(row),
        files: [],
      })),
    }),
  );
};
