import { type Project, isReservedProjectId } from '@contract/content';
import type { Db } from '../../db';
import { notFound } from '../../http';
import { projectPublishingOf } from '../../publishing';
import type { Expression, SqlBool } from 'kysely';

/* What the project routes (projects.ts, admin.ts) share. */

export const selectProjects = (db: Db) =>
  db.selectFrom('projects').select((eb) => [
    'projects.id',
    'projects.projectId',
    'projects.title',
    'projects.titleUr',
    'projects.image',
    'projects.details',
    'projects.detailsUr',
    'projects.goal',
    'projects.link',
    'projects.status',
    'projects.acceptsZakat',
    'projects.position',
    'projects.publishStatus',
    'projects.publishAt',
    'projects.unpublishAt',
    eb
      .selectFrom('donations')
      .select((sub) =>
        sub.fn.coalesce(sub.fn.sum<number>('donations.amount'), sub.lit(0)).as('sum'),
      )
      .whereRef('donations.projectId', '=', 'projects.id')
      .where('donations.status', '=', 'confirmed')
      .as('raised'),
    eb
      .selectFrom('donations')
      .select((sub) => sub.fn.countAll<number>().as('count'))
      .whereRef('donations.projectId', '=', 'projects.id')
      .where('donations.status', '=', 'confirmed')
      .as('supportersCount'),
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

// PostgreSQL answers sums and counts as strings (bigint); SQLite as numbers.
export const toProject = (row: Row): Project => ({
  id: row.id,
  projectId: row.projectId,
  title: row.title,
  titleUr: row.titleUr,
  image: row.image,
  projectDetails: row.details,
  projectDetailsUr: row.detailsUr,
  supportersCount: Number(row.supportersCount ?? 0),
  raised: Number(row.raised ?? 0),
  goal: Number(row.goal),
  link: row.link,
  status: row.status,
  acceptsZakat: Boolean(row.acceptsZakat),
  position: row.position,
  ...projectPublishingOf(row),
});

/**
 * A project by its public slug; reserved slugs name paths, never a project. `where`: only when
 * it holds (the public's reads: public now).
 */
export async function findProject(
  db: Db,
  slug: string,
  where?: Expression<SqlBool>,
): Promise<Row | undefined> {
  if (isReservedProjectId(slug)) return undefined;
  const query = selectProjects(db).where('projects.projectId', '=', slug);
  return (where ? query.where(where) : query).executeTakeFirst();
}

/** The project `slug` names (and `where` holds of), or the 404 that there is none. */
export async function existingProject(
  db: Db,
  slug: string,
  where?: Expression<SqlBool>,
): Promise<Row> {
  const project = await findProject(db, slug, where);
  if (!project) throw notFound('Project');
  return project;
}
