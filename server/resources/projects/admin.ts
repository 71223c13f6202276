import { CONTENT_ROLES } from '@contract/admin';
import { ErrorBody, isHttpUrl } from '@contract/common';
import {
  Project,
  ProjectFields,
  ProjectPatchFields,
  ProjectSlugParams,
  isReservedProjectId,
} from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { Type } from '@sinclair/typebox';
import { PostgresAdapter } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audited, auditedEdit } from '../../auth';
import { moveToBin } from '../../bin';
import { type Db, isUniqueViolation } from '../../db';
import {
  conflict,
  HttpError,
  notFound,
  urduBlanksAsNull,
  validateChanges,
  validateFields,
} from '../../http';
import { fileIn, readMultipart, requireFile } from '../../media';
import { nextPosition, orderRoute } from '../../ordering';
import { publishingValues, type PublishingInput } from '../../publishing';
import { existingProject, findProject, toProject } from './queries';

function checkLink(link: string | undefined): void {
  if (link !== undefined && !isHttpUrl(link)) {
    throw new HttpError(400, 'link must be an http(s) URL', 'link');
  }
}

/**
 * A project with gifts, in any state, is not deleted (409): the database would delete its gifts
 * with it, and a gift is never purged silently, its receipt number never reused. Its row is
 * locked first on PostgreSQL, so a gift being recorded meanwhile is counted, or waits and then
 * finds no project (SQLite has one writer).
 */
async function refuseWithGifts(trx: Db, projectId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
  }
  const { count } = await trx
    .selectFrom('donations')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('projectId', '=', projectId)
    .executeTakeFirstOrThrow();
  const gifts = Number(count);
  if (gifts > 0) {
    throw conflict(
      `This project has ${gifts} donation${gifts === 1 ? '' : 's'}, which are kept for good, so ` +
        'it cannot be deleted; mark it completed instead',
    );
  }
}

/** A project's publishing fields as every item's: its `status` is SPEC's. */
const sentPublishing = (fields: {
  publishStatus?: PublishingInput['status'];
  publishAt?: string | null;
  unpublishAt?: string | null;
}): PublishingInput => ({
  status: fields.publishStatus,
  publishAt: fields.publishAt,
  unpublishAt: fields.unpublishAt,
});

const PROJECT_PUBLISHING_NOTE =
  'Also takes publishStatus (draft or published; a new project is published unless sent), ' +
  'publishAt and unpublishAt (ISO 8601 with an offset or Z; empty: no bound). 400 unless ' +
  'unpublishAt is after publishAt.';

export const projectAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, uploads } = app;

  app.post(
    '/projects',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'multipart/form-data: projectId (slug), title, titleUr?, projectDetails, projectDetailsUr?, ' +
          'goal (whole rupees), ' +
          'link, status (active|completed, default active), acceptsZakat (true|false, default ' +
          'false), image',
        description: PROJECT_PUBLISHING_NOTE,
        consumes: ['multipart/form-data'],
        response: { 201: Project },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileFields: { image: 'project' } });
      const fields = validateFields(ProjectFields, form.fields);
      const publishing = publishingValues(sentPublishing(fields));
      if (isReservedProjectId(fields.projectId)) {
        throw new HttpError(400, `projectId "${fields.projectId}" is reserved`, 'projectId');
      }
      checkLink(fields.link);
      const file = requireFile(form);
      // The unique index decides a taken projectId, so the stored photo is removed on a clash.
      await uploads.withStored('project', [file], async ([image = '']) => {
        try {
          await audited(
            db,
            request,
            (trx) =>
              trx
                .insertInto('projects')
                .values({
                  projectId: fields.projectId,
                  title: fields.title,
                  titleUr: fields.titleUr ?? null,
                  details: fields.projectDetails,
                  detailsUr: fields.projectDetailsUr ?? null,
                  goal: fields.goal,
                  link: fields.link,
                  status: fields.status ?? 'active',
                  acceptsZakat: fields.acceptsZakat ? 1 : 0,
                  image,
                  // First among the projects of its status (nextPosition).
                  position: nextPosition('projects', fields.status ?? 'active'),
                  ...publishing,
                })
                .returning('id')
                .executeTakeFirstOrThrow(),
            () => ({
              resource: 'project',
              resourceId: fields.projectId,
              action: 'create',
              summary: fields.title,
            }),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('Record already exists', 'projectId');
          throw error;
        }
      });
      const row = await existingProject(db, fields.projectId);
      return reply.status(201).send(toProject(row));
    },
  );

  app.patch(
    '/projects/:id',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'multipart/form-data: title?, titleUr?, projectDetails?, projectDetailsUr?, goal?, link?, ' +
          'status?, acceptsZakat?, image? (only ' +
          'the fields sent change; projectId never does)',
        description: PROJECT_PUBLISHING_NOTE,
        consumes: ['multipart/form-data'],
        params: ProjectSlugParams,
        response: { 200: Project },
      },
    },
    async (request) => {
      const slug = request.params.id;
      const form = await readMultipart(request, { fileFields: { image: 'project' } });
      const {
        projectDetails,
        projectDetailsUr,
        acceptsZakat,
        publishStatus,
        publishAt,
        unpublishAt,
        ...changes
      } = urduBlanksAsNull(validateChanges(ProjectPatchFields, form.fields));
      const sentId = form.fields.projectId;
      if (sentId !== undefined && sentId !== slug) {
        throw new HttpError(400, 'projectId cannot be changed', 'projectId');
      }
      checkLink(changes.link);
      const current = await existingProject(db, slug);
      const publishing = publishingValues(
        sentPublishing({ publishStatus, publishAt, unpublishAt }),
        current,
      );
      // Marking an active project completed is the panel's "Complete" button.
      const completes = changes.status === 'completed' && current.status !== 'completed';
      await uploads.replaceStored('project', fileIn(form, 'image'), (image) =>
        auditedEdit(db, request, {
          resource: 'project',
          resourceId: slug,
          action: completes ? 'complete' : 'edit',
          read: (trx) =>
            trx.selectFrom('projects').selectAll().where('id', '=', current.id).executeTakeFirst(),
          write: (trx) =>
            trx
              .updateTable('projects')
              .set({
                ...changes,
                ...(projectDetails === undefined ? {} : { details: projectDetails }),
                ...(projectDetailsUr === undefined ? {} : { detailsUr: projectDetailsUr }),
                ...(acceptsZakat === undefined ? {} : { acceptsZakat: acceptsZakat ? 1 : 0 }),
                ...publishing,
                // A project that changes status goes first among the projects of its new one.
                ...(changes.status === undefined || changes.status === current.status
                  ? {}
                  : { position: nextPosition('projects', changes.status) }),
                image: image ?? current.image,
              })
              .where('id', '=', current.id)
              .where('image', '=', current.image)
              .returningAll()
              .executeTakeFirst(),
          summaryOf: (after) => after.title,
        }),
      );
      const row = await existingProject(db, slug);
      return toProject(row);
    },
  );

  orderRoute(app, {
    url: '/projects',
    tags: ['projects'],
    table: 'projects',
    auditAs: 'project',
    what: 'project',
    summaryOf: (row: { id: number; title: string }) => row.title,
  });

  app.delete(
    '/projects/:id',
    {
      config: { access: CONTENT_ROLES },
      schema: {
        tags: ['projects'],
        summary:
          'Moves the project to the bin with its updates and photos; a project with donations ' +
          '(any status) is refused with 409 (mark it completed instead)',
        params: ProjectSlugParams,
        response: { 204: Type.Null(), 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const slug = request.params.id;
      if (isReservedProjectId(slug)) throw notFound('Project');
      // Into the bin with its updates and all their photos; never with gifts (refuseWithGifts).
      await moveToBin(db, request, {
        kind: 'projects',
        resourceId: slug,
        what: 'Project',
        async remove(trx) {
          const project = await findProject(trx, slug);
          if (!project) return undefined;
          await refuseWithGifts(trx, project.id);
          const updates = await trx
            .selectFrom('projectUpdates')
            .selectAll()
            .where('projectId', '=', project.id)
            .execute();
          const photos = await trx
            .selectFrom('projectUpdateImages')
            .selectAll('projectUpdateImages')
            .innerJoin('projectUpdates', 'projectUpdates.id', 'projectUpdateImages.updateId')
            .where('projectUpdates.projectId', '=', project.id)
            .execute();
          const row = await trx
            .deleteFrom('projects')
            .where('id', '=', project.id)
            .returningAll()
            .executeTakeFirst();
          // Deleted meanwhile.
          if (!row) return undefined;
          return {
            itemId: row.id,
            summary: row.title,
            data: { ...toProject(project), image: uploadUrl('project', row.image) },
            rows: [
              { table: 'projects', rows: [row] },
              { table: 'projectUpdates', rows: updates },
              { table: 'projectUpdateImages', rows: photos },
            ],
            files: [
              { kind: 'project', name: row.image },
              ...photos.map(({ image }) => ({ kind: 'projectUpdate' as const, name: image })),
            ],
          };
        },
      });
      return reply.status(204).send(null);
    },
  );
};
