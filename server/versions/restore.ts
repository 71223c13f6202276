import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Version } from '@contract/admin';
import {
  columnsOf,
  filesOf,
  isForeignKeyViolation,
  isUniqueViolation,
  photosOf,
  versionTable,
  type Db,
} from '../db';
import { HttpError } from '../http';

/*
 * A version brought back: the item's texts, in both languages, and its image or file become what
 * the version had; it keeps its id and its place in its list. The route (resources/versions.ts)
 * runs it in the transaction that records the restore, which makes the new version.
 */

export const RESTORE_MESSAGES = {
  versionGone: 'Version not found',
  itemGone:
    'This item is no longer there: it was deleted. Restore it from the bin first, then this version.',
  fileGone: 'This version cannot be restored: its image or file is no longer stored.',
  nameTaken:
    'This version cannot be restored: another item now has its name. Rename that one first.',
  logoGone: 'This version cannot be restored: the news logo it names was deleted.',
} as const;

/** Refuses (409) a version whose image or file is no longer in the uploads folder `root`. */
export async function checkFilesKept(root: string, version: Version): Promise<void> {
  for (const { dir, name } of filesOf(version.kind, version.data)) {
    const found = await stat(path.join(root, dir, name)).catch(() => undefined);
    if (!found?.isFile()) throw new HttpError(409, RESTORE_MESSAGES.fileGone);
  }
}

/** Writes the version's data back; answers false when its item is no longer there. */
async function write(trx: Db, { kind, itemId, data }: Version): Promise<boolean> {
  if (kind === 'settings') {
    const result = await trx
      .updateTable('settings')
      .set({ content: JSON.stringify(data.value) })
      .where('name', '=', itemId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  // Kysely cannot type an update of a table chosen at run time; the columns are the kind's own.
  const table = versionTable(kind) as 'testimonials';
  const result = await trx
    .updateTable(table)
    .set(columnsOf(kind, data) as { name: string })
    .where('id', '=', Number(itemId))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (kind === 'project-updates') {
    const updateId = Number(itemId);
    await trx.deleteFrom('projectUpdateImages').where('updateId', '=', updateId).execute();
    const photos = photosOf(data);
    if (photos.length > 0) {
      await trx
        .insertInto('projectUpdateImages')
        .values(photos.map((image, position) => ({ updateId, position, image })))
        .execute();
    }
  }
  return true;
}

/** Restores the version with `trx`; 404 when its item is gone, 409 when it cannot come back. */
export async function restoreVersion(trx: Db, version: Version): Promise<void> {
  let written: boolean;
  try {
    written = await write(trx, version);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, RESTORE_MESSAGES.nameTaken, 'name');
    if (isForeignKeyViolation(error)) throw new HttpError(409, RESTORE_MESSAGES.logoGone, 'logoId');
    throw error;
  }
  if (!written) throw new HttpError(404, RESTORE_MESSAGES.itemGone);
}
