import {
  type Donor,
  DonorList,
  Project,
  ProjectPage,
  ProjectSlugParams,
  ProjectsQuery,
  type DonorType,
} from '@contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../platform/db';
import { notFound } from '../platform/errors';
import { envelope, paging } from '../platform/paging';

/* 'donor' is a path segment (/projects/donor/{projectId}), so no project may use it as its id. */
const RESERVED_SLUGS = new Set(['donor']);

const selectProjects = (db: Db) =>
  db.selectFrom('projects').select((eb) => [
    'projects.id',
    'projects.projectId',
    'projects.title',
    'projects.image',
    'projects.details',
    'projects.goal',
    'projects.link',
    'projects.status',
    eb
      .selectFrom('donations')
      .select((sub) =>
        sub.fn.coalesce(sub.fn.sum<number>('donations.amount'), sub.lit(0)).as('sum'),
      )
      .whereRef('donations.projectId', '=', 'projects.id')
      .as('raised'),
    eb
      .selectFrom('donations')
      .select((sub) => sub.fn.countAll<number>().as('count'))
      .whereRef('donations.projectId', '=', 'projects.id')
      .as('supportersCount'),
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

// PostgreSQL answers sums and counts as strings (bigint); SQLite as numbers.
const toProject = (row: Row): Project => ({
  id: row.id,
  projectId: row.projectId,
  title: row.title,
  image: row.image,
  projectDetails: row.details,
  supportersCount: Number(row.supportersCount ?? 0),
  raised: Number(row.raised ?? 0),
  goal: Number(row.goal),
  link: row.link,
  status: row.status,
});

type Gift = { id: number; donorName: string | null; amount: number; date: string };

const earlier = (a: Gift, b: Gift) => a.date < b.date || (a.date === b.date && a.id < b.id);

/** The largest gift is the top donor (the earliest among equals), the earliest gift the first. */
export function badgeDonors(gifts: Gift[]): Donor[] {
  let top: Gift | undefined;
  let first: Gift | undefined;
  for (const gift of gifts) {
    if (!top || gift.amount > top.amount || (gift.amount === top.amount && earlier(gift, top))) {
      top = gift;
    }
    if (!first || earlier(gift, first)) first = gift;
  }
  return gifts.map((gift) => {
    const type: DonorType =
      gift === top ? 'topDonor' : gift === first ? 'firstDonor' : 'recentDonor';
    return {
      id: gift.id,
      donorName: gift.donorName ?? 'Anonymous',
      amount: gift.amount,
      date: gift.date,
      type,
    };
  });
}

export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  async function findProject(slug: string) {
    if (RESERVED_SLUGS.has(slug)) return undefined;
    return selectProjects(db).where('projects.projectId', '=', slug).executeTakeFirst();
  }

  app.get(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Projects, newest first; raised and supportersCount come from donations',
        querystring: ProjectsQuery,
        response: { 200: ProjectPage },
      },
    },
    async (request) => {
      const page = paging(request.query);
      const { status } = request.query;
      let list = selectProjects(db);
      let count = db.selectFrom('projects').select((eb) => eb.fn.countAll().as('total'));
      if (status) {
        list = list.where('projects.status', '=', status);
        count = count.where('status', '=', status);
      }
      const [rows, total] = await Promise.all([
        list
          .orderBy('projects.status')
          .orderBy('projects.id', 'desc')
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
      schema: {
        tags: ['projects'],
        summary: 'One project by its projectId (slug)',
        params: ProjectSlugParams,
        response: { 200: Project },
      },
    },
    async (request) => {
      const row = await findProject(request.params.id);
      if (!row) throw notFound('Project');
      return toProject(row);
    },
  );

  app.get(
    '/projects/donor/:id',
    {
      schema: {
        tags: ['projects'],
        summary: "A project's donors, newest first, with their badges",
        params: ProjectSlugParams,
        response: { 200: DonorList },
      },
    },
    async (request) => {
      const project = await findProject(request.params.id);
      if (!project) throw notFound('Project');
      const gifts = await db
        .selectFrom('donations')
        .select(['id', 'donorName', 'amount', 'date'])
        .where('projectId', '=', project.id)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return badgeDonors(gifts.map((gift) => ({ ...gift, amount: Number(gift.amount) })));
    },
  );
};
