import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { SQLITE_FILE } from '../db';
import {
  BACKUP_FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  SQL_DUMP,
  kindOf,
  type BackupManifest,
  type Storage,
} from './backupArchive';
import { BackupError, assertEmptyPostgres, checkSqlite, loadPostgres } from './backupDatabase';

/*
 * A backup (backupArchive.ts) back into an empty data folder and, for PostgreSQL, an empty
 * database. It is unpacked aside and checked first; on any failure the folder is left empty.
 */

async function assertEmptyFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (entries.length > 0) {
    throw new BackupError(
      `The data folder ${folder} is not empty: restore only into an empty folder ` +
        '(set DATA_DIR to a new one, or move its contents away first).',
    );
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('This file is not a backup of this site (no readable manifest.json)');
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupError('This file is not a backup this version of the site can restore');
  }
  return manifest as BackupManifest;
}

/** Moves a folder into place; copies when it is on another file system. */
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
  }
}

async function moveContents(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from))
    await moveInto(path.join(from, entry), path.join(to, entry));
}

function isInside(folder: string, parent: string): boolean {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Empties a folder that was empty (or missing) before the restore began. */
async function emptyAgain(folder: string): Promise<void> {
  const entries = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    entries.map((entry) => rm(path.join(folder, entry), { recursive: true, force: true })),
  );
}

/** Brings a backup back into an empty data folder (and, for PostgreSQL, an empty database). */
export async function restoreBackup(storage: Storage, archive: string): Promise<BackupManifest> {
  const { dataDir, uploadsDir, databaseUrl } = storage;
  const sharedUploads = !isInside(uploadsDir, dataDir);
  await assertEmptyFolder(dataDir);
  if (sharedUploads) await assertEmptyFolder(uploadsDir);
  if (databaseUrl) await assertEmptyPostgres(databaseUrl);
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await tar.x({
      file: archive,
      cwd: staging,
      strict: true,
      // Only plain files and folders: no links that could point outside the data folder.
      filter: (_path, entry) => !('type' in entry) || ['File', 'Directory'].includes(entry.type),
    });
    const manifest = await readManifest(staging);
    if (manifest.database !== kindOf(storage)) {
      throw new BackupError(
        manifest.database === 'postgresql'
          ? 'This backup is of a PostgreSQL site: set DATABASE_URL to a new, empty database'
          : 'This backup is of a SQLite site: unset DATABASE_URL to restore it',
      );
    }
    if (databaseUrl) {
      await loadPostgres(databaseUrl, path.join(staging, SQL_DUMP));
    } else {
      checkSqlite(path.join(staging, SQLITE_FILE));
      await rename(path.join(staging, SQLITE_FILE), path.join(dataDir, SQLITE_FILE));
    }
    await mkdir(path.dirname(uploadsDir), { recursive: true });
    // An empty UPLOADS_DIR that already exists (a mounted volume) is filled, not replaced.
    if (sharedUploads) await moveContents(path.join(staging, 'uploads'), uploadsDir);
    else await moveInto(path.join(staging, 'uploads'), uploadsDir);
    return manifest;
  } catch (error) {
    // The folders were empty before: leave them so, ready for another try.
    await emptyAgain(dataDir);
    if (sharedUploads) await emptyAgain(uploadsDir);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
