import { constants } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  open,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENTS_DIR } from '@contract/documents';
import { UPLOAD_RULES } from '@contract/uploads';
import * as tar from 'tar';
import packageJson from '../../package.json';
import { SQLITE_FILE } from '../db';
import { dumpPostgres, snapshotSqlite } from './backupDatabase';

/*
 * One .tar.gz holding manifest.json, the database (charity.db, or database.sql from pg_dump)
 * and uploads/<Folder>/<file>. Not in it: the token secret (DATA_DIR/jwt-secret), so a stolen
 * backup cannot sign in anyone; after a restore the server makes a new one and admins sign in
 * again.
 *
 * Uploaded files never change once written (each upload gets a new name), so the uploads are
 * hard-linked aside before and after the database snapshot: every file a row of the snapshot
 * names (an item's in the bin too: server/bin) is in the archive even if it is deleted while
 * the backup runs. Files the snapshot does
 * not use are swept by the first start after a restore.
 */

export const BACKUP_FORMAT = 'charity-site-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const SQL_DUMP = 'database.sql';

type DatabaseKind = 'sqlite' | 'postgresql';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The site's version (package.json) that wrote it. */
  appVersion: string;
  createdAt: string;
  database: DatabaseKind;
  uploads: number;
};

export type Storage = {
  dataDir: string;
  /** DATA_DIR/uploads, or UPLOADS_DIR. */
  uploadsDir: string;
  databaseUrl: string | undefined;
};

export const kindOf = ({ databaseUrl }: Storage): DatabaseKind =>
  databaseUrl ? 'postgresql' : 'sqlite';
// The images' folders and the trust's documents (PDFs).
const DIRS = [...Object.values(UPLOAD_RULES).map((rule) => rule.dir), DOCUMENTS_DIR];

/** Links (or, across file systems, copies) the upload files not staged yet. */
async function stageUploads(root: string, staged: string): Promise<void> {
  for (const dir of DIRS) {
    const names = await readdir(path.join(root, dir)).catch((error: NodeJS.ErrnoException) => {
      // A folder never written yet; anything else (no permission) must fail the backup.
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    await mkdir(path.join(staged, dir), { recursive: true });
    const have = new Set(await readdir(path.join(staged, dir)));
    for (const name of names) {
      if (name.startsWith('.') || have.has(name)) continue;
      const from = path.join(root, dir, name);
      const to = path.join(staged, dir, name);
      try {
        await link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // deleted meanwhile: not in any later snapshot either
        await copyFile(from, to, constants.COPYFILE_EXCL);
      }
    }
  }
}

async function countFiles(staged: string): Promise<number> {
  let count = 0;
  for (const dir of DIRS) count += (await readdir(path.join(staged, dir))).length;
  return count;
}

/** What a backup killed midway left (a day is far longer than any backup runs). */
async function removeAbandonedStaging(root: string, now: Date): Promise<void> {
  for (const entry of await readdir(root)) {
    if (!entry.startsWith('.backup-')) continue;
    const folder = path.join(root, entry);
    const { mtimeMs } = await stat(folder);
    if (now.getTime() - mtimeMs > 24 * 60 * 60 * 1000)
      await rm(folder, { recursive: true, force: true });
  }
}

function defaultArchive(cwd: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return path.resolve(cwd, 'backups', `charity-${stamp}.tar.gz`);
}

type BackupResult = { file: string; manifest: BackupManifest };

export async function createBackup(
  storage: Storage,
  { out, cwd = process.cwd(), now = new Date() }: { out?: string; cwd?: string; now?: Date } = {},
): Promise<BackupResult> {
  const root = storage.uploadsDir;
  const file = out ? path.resolve(cwd, out) : defaultArchive(cwd, now);
  await mkdir(root, { recursive: true });
  await removeAbandonedStaging(root, now);
  // Inside the uploads folder, so hard links work; the server never looks at dot folders.
  const staging = await mkdtemp(path.join(root, '.backup-'));
  const partial = `${file}.partial`;
  try {
    const staged = path.join(staging, 'uploads');
    await stageUploads(root, staged);
    const database = kindOf(storage);
    if (storage.databaseUrl) await dumpPostgres(storage.databaseUrl, path.join(staging, SQL_DUMP));
    else
      await snapshotSqlite(
        path.join(storage.dataDir, SQLITE_FILE),
        path.join(staging, SQLITE_FILE),
      );
    await stageUploads(root, staged);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: packageJson.version,
      createdAt: now.toISOString(),
      database,
      uploads: await countFiles(staged),
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(path.dirname(file), { recursive: true });
    // Created first with owner-only access: the archive holds every admin's password hash.
    await rm(partial, { force: true });
    await (await open(partial, 'wx', 0o600)).close();
    const dbEntry = database === 'sqlite' ? SQLITE_FILE : SQL_DUMP;
    await tar.c({ gzip: true, cwd: staging, file: partial, portable: true }, [
      MANIFEST,
      dbEntry,
      'uploads',
    ]);
    await rename(partial, file);
    return { file, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
