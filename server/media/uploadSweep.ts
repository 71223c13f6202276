import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_RULES, uploadKindOfDir, type UploadKind } from '@contract/uploads';
import { filesNamedIn, filesOf, keptVersions, type BinFile, type Db, type KeptFile } from '../db';
import { storedFilesOf } from './shareImage';
import type { UploadStore } from './uploads';
import { IMAGE_COLUMNS } from './imageColumns';

/*
 * A file is written (aside, then renamed) before the row naming it commits, and deleted after
 * the row that named it is gone. A crash between the two leaves a temp file or a file no row
 * names; the start sweeps them, so the uploads folder holds exactly what the database uses: its
 * rows, its settings, and the versions of both while their item is there.
 */

const KINDS = Object.keys(UPLOAD_RULES) as UploadKind[];
/** Only names the store itself makes are ever removed; anything else is left alone. */
const GENERATED = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(?:jpg|png|gif|webp)$/;
const TEMP = /^\..+\.tmp$/;

/** Every file the database uses, copies (the link-preview JPEG too) included, by kind. */
async function referencedFiles(db: Db): Promise<Map<UploadKind, Set<string>>> {
  const used = new Map<UploadKind, Set<string>>(KINDS.map((kind) => [kind, new Set()]));
  const add = (kind: UploadKind, name: string) => {
    for (const file of storedFilesOf(kind, name)) used.get(kind)?.add(file);
  };
  const addKept = ({ dir, name }: KeptFile) => {
    const kind = uploadKindOfDir(dir);
    if (kind) add(kind, name);
  };
  for (const [table, kind] of IMAGE_COLUMNS) {
    const rows = await db.selectFrom(table).select('image').execute();
    for (const row of rows) add(kind, row.image);
  }
  // An item in the bin keeps its files until it is purged (server/bin).
  const binned = await db.selectFrom('binEntries').select('files').execute();
  for (const { files } of binned) {
    for (const file of JSON.parse(files) as BinFile[])
      if (file.kind !== 'document') add(file.kind, file.name);
  }
  // Settings name their files by URL (the logo, the banner, and whatever a setting may hold).
  const settings = await db.selectFrom('settings').select('content').execute();
  for (const { content } of settings) filesNamedIn(content).forEach(addKept);
  // An image replaced since, which the restore of an item's earlier version shows again.
  for (const { kind, data } of await keptVersions(db)) filesOf(kind, data).forEach(addKept);
  return used;
}

export type SweepOutcome = { temp: number; orphans: number };

type SweepOptions = {
  /**
   * Leave files younger than this. 0 on SQLite, where this process is the only writer; on
   * PostgreSQL another instance may have written a file whose row is about to commit.
   */
  graceMs: number;
  now?: number;
};

/** Deletes the file unless it changed after `cutoff` (ms); answers whether it went. */
async function removeUnlessNewer(file: string, cutoff: number | undefined): Promise<boolean> {
  try {
    if (cutoff !== undefined && (await stat(file)).mtimeMs > cutoff) return false;
    await unlink(file);
    return true;
  } catch (error) {
    // Gone meanwhile (another instance swept it): nothing left to do.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Removes temp files and files no row uses from every upload folder. */
export async function sweepUploads(
  db: Db,
  uploads: UploadStore,
  { graceMs, now = Date.now() }: SweepOptions,
): Promise<SweepOutcome> {
  const used = await referencedFiles(db);
  const cutoff = graceMs > 0 ? now - graceMs : undefined;
  const outcome: SweepOutcome = { temp: 0, orphans: 0 };
  for (const kind of KINDS) {
    const dir = uploads.folder(kind);
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names) {
      const temp = TEMP.test(name);
      const orphan = !temp && GENERATED.test(name) && !used.get(kind)?.has(name);
      if (!temp && !orphan) continue;
      if (await removeUnlessNewer(path.join(dir, name), cutoff))
        outcome[temp ? 'temp' : 'orphans']++;
    }
  }
  return outcome;
}
