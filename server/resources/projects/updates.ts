import { CONTENT_ROLES } from '@contract/admin';
import { isValidIsoDate } from '@contract/common';
import {
  MAX_UPDATE_IMAGES,
  ProjectSlugParams,
  ProjectUpdateFields,
  ProjectUpdateList,
  ProjectUpdateParams,
  ProjectUpdatePatchFields,
  ProjectUpdateRecord,
  StatusQuery,
  isPublicAt,
  isReservedProjectId,
  type ProjectUpdate,
} from '@contract/content';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited, auditedEdit } from '../../auth';
import { moveToBin } from '../../bin';
import { isForeignKeyViolation, type Db } from '../../db';
import {
  HttpError,
  notFound,
  PUBLIC_CACHE,
  today,
  validateChanges,
  validateFields,
} from '../../http';
import { readMultipart } from '../../media';
import {
  PUBLISHING_NOTE,
  publicAt,
  publishingValues,
  showsAll,
  withoutPublishing,
  type PublishingValues,
} from '../../publishing';
import type { Expression, SqlBool } from 'kysely';
import { addImages, addProjectUpdate, findUpdate, imagesOf, updatesOf } from './updateQueries';

/*
 * A project's dated updates (docs/product.md §3): the public reads them, newest first; those who
 * edit the content post, edit and delete them. The photos come in field `images` (at most
 * MAX_UPDATE_IMAGES), through the same checks and copies as every upload.
 */

const WHAT = 'Project update';
const PHOTOS = { fileFields: { images: 'projectUpdate' }, maxFiles: MAX_UPDATE_IMAGES } as const;

/** A real calendar day, not after today (the server's calendar). */
function checkDate(date: string): string {
  if (!isValidIsoDate(date)) {
    throw new HttpError(400, 'date must be a real calendar date (yyyy-mm-dd)', 'date');
  }
  if (date > today()) throw new HttpError(400, 'date cannot be in the future', 'date');
  return date;
}

/**
 * The project's internal id by its slug, or the 404 that there is none (`where`: none that it
 * holds of, for the public: public now).
 */
async function projectKeyOf(db: Db, slug: string, where?: Expression<SqlBool>): Promise<number> {
  const query = db.selectFrom('projects').select('id').where('projectId', '=', slug);
  const row = isReservedProjectId(slug)
    ? undefined
    : await (where ? query.where(where) : query).executeTakeFirst();
  if (!row) throw notFound('Project');
  return row.id;
}

/** Donors are told only of an update the public sees now, of a project it sees now. */
async function checkNotifiable(
  db: Db,
  now: number,
  projectKey: number,
  publishing: PublishingValues,
): Promise<void> {
  const update = {
    status: publishing.publishStatus ?? 'published',
    publishAt: publishing.publishAt == null ? null : new Date(publishing.publishAt).toISOString(),
    unpublishAt:
      publishing.unpublishAt == null ? null : new Date(publishing.unpublishAt).toISOString(),
  };
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectKey)
    .where(publicAt('projects', now))
    .executeTakeFirst();
  if (!project || !isPublicAt(update, new Date(now))) {
    throw new HttpError(
      400,
      'notify: donors can be told only of an update that is public now, of a public project',
      'notify',
    );
  }
}

/** The update's line in the audit trail: its project and the start of its text. */
const summaryOf = (slug: string, text: string) => `${slug}: ${text}`;

/** The public's update: whether donors were told is the editors' business. */
const publicUpdate = ({ notify: _told, ...update }: ProjectUpdateRecord): ProjectUpdate => update;

/** `keepImages` as sent: the photos' URLs (or bare file names), separated by commas. */
const keptNames = (sent: string) => [
  ...new Set(
    sent
      .split(',')
      .map((entry) => entry.trim().split('/').pop() ?? '')
      .filter(Boolean),
  ),
];

export const projectUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.get(
    '/projects/:id/updates',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['projects'],
        summary:
          "A project's updates, newest first (by date, then the latest posted), each in English " +
          'and Urdu, with what it reports was spent (null for none) and its photos',
        params: ProjectSlugParams,
        querystring: StatusQuery,
        response: { 200: ProjectUpdateList },
      },
    },
    async (request) => {
      const all = await showsAll(request);
      const now = app.clock();
      const projectKey = await projectKeyOf(
        db,
        request.params.id,
        all ? undefined : publicAt('projects', now),
      );
      const updates = await updatesOf(
        db,
        projectKey,
        all ? undefined : publicAt('projectUpdates', now),
      );
      return updates.map(publicUpdate);
    },
  );

  app.post(
    '/projects/:id/updates',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'multipart/form-data: text, textUr (both required), date (yyyy-mm-dd, default today, ' +
          'not in the future), spent? (whole rupees), notify (true|false, default false: tell ' +
          `the donors who asked for updates), images (0 to ${MAX_UPDATE_IMAGES} photos)`,
        description: `${PUBLISHING_NOTE} With notify, the update and its project must be public now.`,
        consumes: ['multipart/form-data'],
        params: ProjectSlugParams,
        response: { 201: ProjectUpdateRecord },
      },
    },
    async (request, reply) => {
      const slug = request.params.id;
      const form = await readMultipart(request, PHOTOS);
      const [fields, sent] = withoutPublishing(validateFields(ProjectUpdateFields, form.fields));
      const publishing = publishingValues(sent);
      const date = checkDate(fields.date ?? today());
      const projectKey = await projectKeyOf(db, slug);
      if (fields.notify) await checkNotifiable(db, app.clock(), projectKey, publishing);
      const id = await uploads.withStored('projectUpdate', form.files, async (images) => {
        try {
          return await audited(
            db,
            request,
            async (trx) => {
              const notify = fields.notify ?? false;
              const updateId = await addProjectUpdate(trx, {
                projectKey,
                date,
                text: fields.text,
                textUr: fields.textUr,
                spent: fields.spent ?? null,
                notify,
                images,
                publishing,
              });
              // Its mails in its transaction: never an update without them, nor mails for none.
              if (notify) await app.mail.queueUpdate(trx, { updateId, projectKey }, request);
              return updateId;
            },
            (created) => ({
              resource: 'projectUpdate',
              resourceId: created,
              action: 'create',
              summary: summaryOf(slug, fields.text),
            }),
          );
        } catch (error) {
          // The project was deleted meanwhile.
          if (isForeignKeyViolation(error)) throw notFound('Project');
          throw error;
        }
      });
      app.mail.nudge();
      const created = await findUpdate(db, projectKey, id);
      if (!created) throw notFound(WHAT);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/projects/:id/updates/:updateId',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'multipart/form-data: text?, textUr?, date?, spent? (sent empty: none), keepImages? ' +
          '(the photos to keep, their URLs separated by commas; not sent keeps all), images? ' +
          `(new photos, added after those kept; at most ${MAX_UPDATE_IMAGES} in all). Only the ` +
          'fields sent change; notify stays as posted',
        description: PUBLISHING_NOTE,
        consumes: ['multipart/form-data'],
        params: ProjectUpdateParams,
        response: { 200: ProjectUpdateRecord },
      },
    },
    async (request) => {
      const { id: slug, updateId } = request.params;
      const form = await readMultipart(request, PHOTOS);
      const { spent: sentSpent, ...others } = form.fields;
      const [changes, sent] = withoutPublishing(
        validateChanges(ProjectUpdatePatchFields, sentSpent === '' ? others : form.fields),
      );
      if (changes.date !== undefined) checkDate(changes.date);
      const kept = changes.keepImages === undefined ? undefined : keptNames(changes.keepImages);
      const projectKey = await projectKeyOf(db, slug);
      const stored = await db
        .selectFrom('projectUpdates')
        .select(['publishAt', 'unpublishAt'])
        .where('id', '=', updateId)
        .where('projectId', '=', projectKey)
        .executeTakeFirst();
      if (!stored) throw notFound(WHAT);
      const publishing = publishingValues(sent, stored);

      const read = async (trx: Db) => {
        const row = await trx
          .selectFrom('projectUpdates')
          .selectAll()
          .where('id', '=', updateId)
          .where('projectId', '=', projectKey)
          .executeTakeFirst();
        return row && { ...row, images: await imagesOf(trx, updateId) };
      };
      // A photo dropped stays stored: the update's earlier version names it (server/versions).
      await uploads.withStored('projectUpdate', form.files, async (added) => {
        const edited = await auditedEdit(db, request, {
          resource: 'projectUpdate',
          resourceId: updateId,
          read,
          async write(trx) {
            const stored = await imagesOf(trx, updateId);
            const keep = kept ?? stored;
            if (keep.some((name) => !stored.includes(name))) {
              throw new HttpError(
                400,
                'keepImages names a photo this update does not have',
                'keepImages',
              );
            }
            if (keep.length + added.length > MAX_UPDATE_IMAGES) {
              throw new HttpError(
                400,
                `An update has at most ${MAX_UPDATE_IMAGES} photos`,
                'images',
              );
            }
            await trx.deleteFrom('projectUpdateImages').where('updateId', '=', updateId).execute();
            await addImages(trx, updateId, [...keep, ...added]);
            const { text, textUr, date, spent } = changes;
            const set = {
              ...(text === undefined ? {} : { text }),
              ...(textUr === undefined ? {} : { textUr }),
              ...(date === undefined ? {} : { date }),
              ...(sentSpent === '' ? { spent: null } : spent === undefined ? {} : { spent }),
              ...publishing,
            };
            if (Object.keys(set).length > 0) {
              await trx.updateTable('projectUpdates').set(set).where('id', '=', updateId).execute();
            }
            return read(trx);
          },
          summaryOf: (after) => summaryOf(slug, after.text),
        });
        // Deleted meanwhile.
        if (!edited) throw notFound(WHAT);
      });
      const updated = await findUpdate(db, projectKey, updateId);
      if (!updated) throw notFound(WHAT);
      return updated;
    },
  );

  app.delete(
    '/projects/:id/updates/:updateId',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['projects'],
        summary: 'Deletes the update with its photos',
        params: ProjectUpdateParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const { id: slug, updateId } = request.params;
      const projectKey = await projectKeyOf(db, slug);
      // Into the bin with its photos, which stay where they are until the purge (server/bin).
      await moveToBin(db, request, {
        kind: 'project-updates',
        resourceId: updateId,
        what: WHAT,
        async remove(trx) {
          const record = await findUpdate(trx, projectKey, updateId);
          if (!record) return undefined;
          const photos = await trx
            .selectFrom('projectUpdateImages')
            .selectAll()
            .where('updateId', '=', updateId)
            .execute();
          const row = await trx
            .deleteFrom('projectUpdates')
            .where('id', '=', updateId)
            .where('projectId', '=', projectKey)
            .returningAll()
            .executeTakeFirst();
          // Deleted meanwhile.
          if (!row) return undefined;
          return {
            itemId: updateId,
            summary: summaryOf(slug, row.text),
            data: record,
            rows: [
              { table: 'projectUpdates', rows: [row] },
              { table: 'projectUpdateImages', rows: photos },
            ],
            files: photos.map(({ image }) => ({ kind: 'projectUpdate', name: image })),
          };
        },
      });
      return reply.status(204).send(null);
    },
  );
};
