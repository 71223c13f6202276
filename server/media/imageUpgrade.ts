import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseImageName, uploadUrl, type UploadKind } from '@contract/uploads';
import { renameVersionedImage, type Db } from '../db';
import { decodeImage, encodeShareCopy } from './images';
import { hasShareCopy, shareCopyOf } from './shareImage';
import type { UploadStore } from './uploads';
import { IMAGE_COLUMNS } from './imageColumns';

/*
 * Uploads stored before images had WebP copies carry no size in their names, so the pages can
 * offer them neither srcset nor width and height. At start each one goes through today's
 * pipeline once: the row is pointed at the new files only if it still names the old one (another
 * instance may be doing the same), and the old file goes only after that.
 *
 * Uploads stored before link previews had a JPEG copy get theirs, made from the main file; a
 * copy whose upload is deleted meanwhile is an orphan the next start sweeps.
 */

const SETTING_IMAGES = [
  ['logo', 'logo'],
  ['banner', 'banner'],
] as const;

const LEGACY_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(?:jpg|png|gif|webp)$/;

export type UpgradeOutcome = {
  upgraded: number;
  /** Link-preview JPEG copies made for uploads stored without one. */
  shared: number;
  failed: number;
};

/** Re-encodes one old file; answers the new name, or undefined when the file is gone or bad. */
async function reencode(uploads: UploadStore, kind: UploadKind, name: string) {
  const data = await readFile(path.join(uploads.folder(kind), name)).catch(() => undefined);
  if (!data) return undefined;
  const image = await decodeImage(kind, data).catch(() => undefined);
  return image ? uploads.storeImage(kind, image) : undefined;
}

/** Runs `swap` with the new name; keeps whichever files the database ends up naming. */
async function upgradeOne(
  uploads: UploadStore,
  kind: UploadKind,
  oldName: string,
  swap: (newName: string) => Promise<boolean>,
): Promise<boolean> {
  const newName = await reencode(uploads, kind, oldName);
  if (!newName) return false;
  const swapped = await swap(newName).catch(() => false);
  await uploads.removeStored(kind, swapped ? oldName : newName).catch(() => undefined);
  return swapped;
}

/** Makes the missing JPEG copy of a current upload; answers whether one was made. */
async function addShareCopy(uploads: UploadStore, kind: UploadKind, name: string) {
  const share = hasShareCopy(kind) ? shareCopyOf(name) : undefined;
  const main = parseImageName(name);
  if (!share || !main) return false;
  const dir = uploads.folder(kind);
  if (await stat(path.join(dir, share.name)).catch(() => undefined)) return false;
  const data = await readFile(path.join(dir, name));
  await uploads.storeShareCopy(kind, name, (await encodeShareCopy(data, main)).data);
  return true;
}

export async function upgradeLegacyImages(db: Db, uploads: UploadStore): Promise<UpgradeOutcome> {
  const outcome: UpgradeOutcome = { upgraded: 0, shared: 0, failed: 0 };
  const count = (done: boolean) => outcome[done ? 'upgraded' : 'failed']++;
  const isLegacy = (name: string) => LEGACY_NAME.test(name) && !parseImageName(name);
  const share = async (kind: UploadKind, name: string) => {
    const made = await addShareCopy(uploads, kind, name).catch(() => undefined);
    if (made === undefined) outcome.failed++;
    else if (made) outcome.shared++;
  };

  for (const [table, kind] of IMAGE_COLUMNS) {
    const rows = await db.selectFrom(table).select(['id', 'image']).execute();
    for (const row of rows) {
      if (!isLegacy(row.image)) {
        await share(kind, row.image);
        continue;
      }
      count(
        await upgradeOne(uploads, kind, row.image, (image) =>
          db.transaction().execute(async (trx) => {
            const result = await trx
              .updateTable(table)
              .set({ image })
              .where('id', '=', row.id)
              .where('image', '=', row.image)
              .executeTakeFirst();
            const swapped = Number(result.numUpdatedRows) > 0;
            // Its versions show the same picture, by the file that stays.
            if (swapped) await renameVersionedImage(trx, kind, row.image, image);
            return swapped;
          }),
        ),
      );
    }
  }

  for (const [setting, kind] of SETTING_IMAGES) {
    const row = await db
      .selectFrom('settings')
      .select('content')
      .where('name', '=', setting)
      .executeTakeFirst();
    if (!row) continue;
    const content = JSON.parse(row.content) as { image?: unknown };
    const prefix = uploadUrl(kind, '');
    const url = typeof content.image === 'string' ? content.image : '';
    const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    if (!isLegacy(name)) {
      await share(kind, name);
      continue;
    }
    count(
      await upgradeOne(uploads, kind, name, (newName) =>
        db.transaction().execute(async (trx) => {
          const changed = JSON.stringify({ ...content, image: uploadUrl(kind, newName) });
          const result = await trx
            .updateTable('settings')
            .set({ content: changed })
            .where('name', '=', setting)
            .where('content', '=', row.content)
            .executeTakeFirst();
          const swapped = Number(result.numUpdatedRows) > 0;
          if (swapped) await renameVersionedImage(trx, kind, name, newName);
          return swapped;
        }),
      ),
    );
  }
  return outcome;
}
