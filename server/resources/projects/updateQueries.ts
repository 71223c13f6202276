import type { ProjectUpdateRecord } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import type { Expression, Selectable, SqlBool } from 'kysely';
import type { Database, Db } from '../../db';
import { publishingOf, type PublishingValues } from '../../publishing';

/* What the project update routes (updates.ts) and the project's delete (admin.ts) share. */

type UpdateRow = Selectable<Database['projectUpdates']>;

/** Its stored photos' file names, in their order. */
export async function imagesOf(db: Db, updateId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('projectUpdateImages')
    .select('image')
    .where('updateId', '=', updateId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.image);
}

const toRecord = (row: UpdateRow, images: string[]): ProjectUpdateRecord => ({
  id: row.id,
  date: row.date,
  text: row.text,
  textUr: row.textUr,
  spent: row.spent === null ? null : Number(row.spent),
  images: images.map((name) => uploadUrl('projectUpdate', name)),
  notify: Boolean(row.notify),
  ...publishingOf(row),
});

/**
 * The project's updates, newest first (by date, then the latest added), with their photos;
 * `where`: those it holds of (the public's: public now).
 */
export async function updatesOf(
  db: Db,
  projectKey: number,
  where?: Expression<SqlBool>,
): Promise<ProjectUpdateRecord[]> {
  const query = db
    .selectFrom('projectUpdates')
    .selectAll()
    .where('projectId', '=', projectKey)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc');
  const rows = await (where ? query.where(where) : query).execute();
  if (rows.length === 0) return [];
  const images = await db
    .selectFrom('projectUpdateImages')
    .select(['updateId', 'image'])
    .where(
      'updateId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('position')
    .execute();
  return rows.map((row) =>
    toRecord(
      row,
      images.filter((image) => image.updateId === row.id).map((image) => image.image),
    ),
  );
}

/** One update of the project (its internal id), or undefined when it has none of that id. */
export async function findUpdate(
  db: Db,
  projectKey: number,
  updateId: number,
): Promise<ProjectUpdateRecord | undefined> {
  const row = await db
    .selectFrom('projectUpdates')
    .selectAll()
    .where('id', '=', updateId)
    .where('projectId', '=', projectKey)
    .executeTakeFirst();
  return row && toRecord(row, await imagesOf(db, row.id));
}

/** Stores the photos' rows of an update, after the `from`-th, in the order given. */
export async function addImages(
  trx: Db,
  updateId: number,
  images: string[],
  from = 0,
): Promise<void> {
  if (images.length === 0) return;
  await trx
    .insertInto('projectUpdateImages')
    .values(images.map((image, index) => ({ updateId, position: from + index, image })))
    .execute();
}

type NewProjectUpdate = {
  /** The project's internal id. */
  projectKey: number;
  date: string;
  text: string;
  textUr: string;
  spent: number | null;
  /** Tell the donors who asked for updates (docs/product.md §3). */
  notify: boolean;
  /** The stored photos' file names, in their order. */
  images: string[];
  publishing: PublishingValues;
};

/**
 * Writes a new update and its photos with `trx`, the transaction that records it in the audit
 * trail (and queues its mails, updates.ts), and answers its id.
 */
export async function addProjectUpdate(trx: Db, update: NewProjectUpdate): Promise<number> {
  const { id } = await trx
    .insertInto('projectUpdates')
    .values({
      projectId: update.projectKey,
      date: update.date,
      text: update.text,
      textUr: update.textUr,
      spent: update.spent,
      notify: update.notify ? 1 : 0,
      createdAt: new Date().toISOString(),
      ...update.publishing,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addImages(trx, id, update.images);
  return id;
}
