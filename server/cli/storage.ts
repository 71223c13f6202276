import { resolveDatabaseUrl, resolveDataDir, resolveUploadsDir } from '../config';
import type { Storage } from './backupArchive';

/**
 * Where the site's data lives, found as the server finds it. Undefined, with the reason printed
 * and exit code 2, when DATABASE_URL is not one the server accepts.
 */
export function storageOrExit(): Storage | undefined {
  try {
    const databaseUrl = resolveDatabaseUrl();
    return { dataDir: resolveDataDir(), uploadsDir: resolveUploadsDir(), databaseUrl };
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return undefined;
  }
}
