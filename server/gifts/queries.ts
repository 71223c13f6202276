import { badgeGifts, publicGifts } from './giftViews';
import { isReservedProjectId } from '@contract/content';
import { type GiftRecord, type Donor } from '@contract/gifts';
import type { Db } from '../db';
import { notFound } from '../http';
import type { Expression, SqlBool } from 'kysely';

/* What the gift routes share: the project a gift is given to, and a project's gifts. */

/** What the gift routes need of a project: a module never imports a resource's queries. */
const selectProject = (db: Db) =>
  db.selectFrom('projects').select(['id', 'projectId', 'title', 'status', 'acceptsZakat']);

type Row = Awaited<ReturnType<ReturnType<typeof selectProject>['executeTakeFirstOrThrow']>>;

/**
 * A project by its public slug; reserved slugs name paths, never a project. `where`: only when
 * `onlyIf` holds (a visitor's gift: public now).
 */
export async function findProject(db: Db, slug: string, onlyIf?: Expression<SqlBool>) {
  if (isReservedProjectId(slug)) return undefined;
  const bySlug = selectProject(db).where('projectId', '=', slug);
  return onlyIf ? bySlug.where(onlyIf).executeTakeFirst() : bySlug.executeTakeFirst();
}

/** The project `slug` names, or the 404 that there is none. */
export async function existingProject(db: Db, slug: string): Promise<Row> {
  const project = await findProject(db, slug);
  if (!project) throw notFound('Project');
  return project;
}

/** A project's gifts as recorded, newest first. */
function recordedGifts(db: Db, projectId: number) {
  return db
    .selectFrom('donations')
    .select([
      'id',
      'donorName',
      'amount',
      'date',
      'purpose',
      'shownAs',
      'hideAmount',
      'donorIdType',
      'donorIdNumber',
      'donorAddress',
      'donorEmail',
      'donorPhone',
      'paymentMode',
      'paymentReference',
      'status',
      'receiptNumber',
      'donorLanguage',
    ])
    .where('projectId', '=', projectId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The addresses (in small letters, as kept) that get a project's updates now. */
async function readersOf(db: Db, projectId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('updateConsents')
    .select('email')
    .where('projectId', '=', projectId)
    .where('endedAt', 'is', null)
    .execute();
  return new Set(rows.map(({ email }) => email));
}

/**
 * A project's gifts as recorded, newest first, with their badges (the admin's view). A gift
 * `wantsUpdates` while its donor's address gets the project's updates: the consent given with it,
 * or with an earlier gift (an address keeps its first).
 */
export async function giftsOf(db: Db, projectId: number): Promise<GiftRecord[]> {
  const [gifts, readers] = await Promise.all([
    recordedGifts(db, projectId),
    readersOf(db, projectId),
  ]);
  return badgeGifts(
    gifts.map((gift) => ({
      ...gift,
      amount: Number(gift.amount),
      hideAmount: Boolean(gift.hideAmount),
      wantsUpdates: gift.donorEmail !== null && readers.has(gift.donorEmail.trim().toLowerCase()),
    })),
  );
}

/** A project's donors as the public sees them (confirmed gifts), newest first, with badges. */
export async function donorsOf(db: Db, projectId: number): Promise<Donor[]> {
  const gifts = await recordedGifts(db, projectId);
  return publicGifts(
    gifts.map((gift) => ({
      ...gift,
      amount: Number(gift.amount),
      hideAmount: Boolean(gift.hideAmount),
    })),
  );
}
