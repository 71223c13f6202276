import {
  ANONYMOUS_DONOR,
  type Donor,
  type DonorType,
  type Project,
  isReservedProjectId,
} from '@contract';
import type { Db } from '../../db';

/* What the project routes (projects.ts, admin.ts, donations.ts) share. */

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
});

/** A project by its public slug; reserved slugs name paths, never a project. */
export async function findProject(db: Db, slug: string): Promise<Row | undefined> {
  if (isReservedProjectId(slug)) return undefined;
  return selectProjects(db).where('projects.projectId', '=', slug).executeTakeFirst();
}

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
      donorName: gift.donorName ?? ANONYMOUS_DONOR,
      amount: gift.amount,
      date: gift.date,
      type,
    };
  });
}

/** A project's donors, newest first, with their badges. */
export async function donorsOf(db: Db, projectId: number): Promise<Donor[]> {
  const gifts = await db
    .selectFrom('donations')
    .select(['id', 'donorName', 'amount', 'date'])
    .where('projectId', '=', projectId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return badgeDonors(gifts.map((gift) => ({ ...gift, amount: Number(gift.amount) })));
}
