import type { BinKind } from '@contract/admin';
import type { UploadStore } from '../media';
import { forgetVersions, type BinFile, type Db } from '../db';

/*
 * The bin's purge: an entry past its purgeAt goes with its files. Each entry is removed by a
 * conditional delete in a transaction of its own, so with several instances on one database
 * only the one whose delete removed the row goes on to delete the files; the others find no
 * row and move on. A crash after the commit leaves files no row names: the start sweeps them.
 */

/** How many entries one run looks at, at most; the next run takes the rest. */
const BATCH = 100;

type Entry = { id: number; kind: BinKind; itemId: string; rows: string };

/**
 * Removes one entry that is due at `now`, when this instance is the first to; answers the files
 * to delete then, or undefined when another instance purged it (or it was restored) meanwhile.
 *
 * The item's other traces go here, in the same transaction: the versions of the item (issue 31
 * point 1) are deleted with the entry, and their files added to the answer.
 */
async function purgeEntry(trx: Db, entry: Entry, now: Date): Promise<BinFile[] | undefined> {
  const removed = await trx
    .deleteFrom('binEntries')
    .where('id', '=', entry.id)
    .where('purgeAt', '<=', now.toISOString())
    .returning('files')
    .executeTakeFirst();
  if (!removed) return undefined;
  const files = [
    ...(JSON.parse(removed.files) as BinFile[]),
    ...(await forgetVersions(trx, entry)),
  ];
  // The item's last version names the files it had when deleted: each file once.
  return [...new Map(files.map((file) => [`${file.kind}/${file.name}`, file])).values()];
}

async function deleteFile(uploads: UploadStore, { kind, name }: BinFile): Promise<void> {
  if (kind === 'document') await uploads.documents.remove(name);
  else await uploads.removeStored(kind, name);
}

/** Purges every entry due at `now`; answers how many this instance purged. */
export async function purgeDue(db: Db, uploads: UploadStore, now: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const due = await db
      .selectFrom('binEntries')
      .select(['id', 'kind', 'itemId', 'rows'])
      .where('purgeAt', '<=', now.toISOString())
      .orderBy('purgeAt')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const entry of due) {
      const files = await db.transaction().execute((trx) => purgeEntry(trx, entry, now));
      if (!files) continue;
      purged += 1;
      await Promise.all(files.map((file) => deleteFile(uploads, file)));
    }
    if (due.length < BATCH) return purged;
  }
}
