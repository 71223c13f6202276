import {
  Project,
  ProjectPage,
  ProjectSlugParams,
  ProjectsQuery,
  STATUS_ALL,
  StatusQuery,
} from '@contract/content';
import { DonorList } from '@contract/gifts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, named, paging, PUBLIC_CACHE } from '../../http';
import { lacksUrdu } from '../../db';
import { projectAdminRoutes } from './admin';
import { donorsOf } from '../../gifts';
import { readScope } from '../../publishing';
import { existingProject, selectProjects, toProject } from './queries';
import { projectUpdateRoutes } from './updates';

export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  // Adding, editing and deleting projects live in their own file, to keep this one short.
  await app.register(named('projectAdminRoutes', projectAdminRoutes));
  await app.register(named('projectUpdateRoutes', projectUpdateRoutes));

  app.get(
    '/projects',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['projects'],
        summary:
          'Projects, active first, each status in its order (all of them without `status`); ' +
          'raised and supportersCount come from donations',
        querystring: ProjectsQuery,
        response: { 200: ProjectPage },
      },
    },
    async (request) => {
      const page = paging(request.query);
      const { status } = request.query;
      let list = selectProjects(db);
      let count = db.selectFrom('projects').select((eb) => eb.fn.countAll().as('total'));
      if (status && status !== STATUS_ALL) {
        list = list.where('projects.status', '=', status);
        count = count.where('status', '=', status);
      }
      const where = await readScope(request, 'projects');
      if (where) {
        list = list.where(where);
        count = count.where(where);
      }
      if (request.query.urdu) {
        list = list.where(lacksUrdu('projects'));
        count = count.where(lacksUrdu('projects'));
      }
      const [rows, total] = await Promise.all([
        list
          .orderBy('projects.status')
          .orderBy('projects.position')
          .orderBy('projects.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return envelope(rows.map(toProject), total.total, page);
    },
  );

  app.get(
    '/projects/:id',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['projects'],
        summary: 'One project by its projectId (slug)',
        params: ProjectSlugParams,
        querystring: StatusQuery,
        response: { 200: Project },
      },
    },
    async (request) =>
      toProject(await existingProject(db, request.params.id, await readScope(request, 'projects'))),
  );

  app.get(
    '/projects/donor/:id',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['projects'],
        summary: "A project's donors, newest first, with their badges",
        params: ProjectSlugParams,
        querystring: StatusQuery,
        response: { 200: DonorList },
      },
    },
    async (request) => {
      const where = await readScope(request, 'projects');
      return donorsOf(db, (await existingProject(db, request.params.id, where)).id);
    },
  );
};
