import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseImageName, uploadUrl, type UploadKind } from '@contract';
import type { Db } from './db';
import { decodeImage } from './images';
import type { UploadStore } from './uploads';

/*
 * Uploads stored before images had WebP copies carry no size in their names, so the pages can
 * offer them neither srcset nor width and height. At start each one goes through today's
 * pipeline once: the row is pointed at the new files only if it still names the old one (another
 * instance may be doing the same), and the old file goes only after that.
 */

const IMAGE_COLUMNS = [
  ['galleryImages', 'gallery'],
  ['partners', 'partner'],
  ['highlights', 'highlight'],
  ['newsLogos', 'newsLogo'],
  ['news', 'news'],
  ['projects', 'project'],
] as const;

const SETTING_IMAGES = [
  ['logo', 'logo'],
  ['banner', 'banner'],
] as const;

const LEGACY_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(?:jpg|png|gif|webp)$/;

export type UpgradeOutcome = { upgraded: number; failed: number };

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

export async function upgradeLegacyImages(db: Db, uploads: UploadStore): Promise<UpgradeOutcome> {
  const outcome: UpgradeOutcome = { upgraded: 0, failed: 0 };
  const count = (done: boolean) => outcome[done ? 'upgraded' : 'failed']++;
  const isLegacy = (name: string) => LEGACY_NAME.test(name) && !parseImageName(name);

  for (const [table, kind] of IMAGE_COLUMNS) {
    const rows = await db.selectFrom(table).select(['id', 'image']).execute();
    for (const row of rows.filter((each) => isLegacy(each.image))) {
      count(
        await upgradeOne(uploads, kind, row.image, async (image) => {
          const result = await db
            .updateTable(table)
            .set({ image })
            .where('id', '=', row.id)
            .where('image', '=', row.image)
            .executeTakeFirst();
          return Number(result.numUpdatedRows) > 0;
        }),
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
    if (!isLegacy(name)) continue;
    count(
      await upgradeOne(uploads, kind, name, async (newName) => {
        const changed = JSON.stringify({ ...content, image: uploadUrl(kind, newName) });
        const result = await db
          .updateTable('settings')
          .set({ content: changed })
          .where('name', '=', setting)
          .where('content', '=', row.content)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      }),
    );
  }
  return outcome;
}
