import { resolveDatabaseUrl, resolveDataDir, resolveUploadsDir } from '../config';
import { restoreBackup } from './restoreArchive';

/* `npm run restore -- FILE`: a backup back into an empty DATA_DIR (and an empty database). */
async function main(): Promise<void> {
  const [archive, ...rest] = process.argv.slice(2);
  if (!archive || rest.length > 0) {
    console.error('Usage: npm run restore -- FILE.tar.gz   (into an empty DATA_DIR)');
    process.exitCode = 2;
    return;
  }
  let databaseUrl: string | undefined;
  try {
    databaseUrl = resolveDatabaseUrl();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const dataDir = resolveDataDir();
  try {
    const manifest = await restoreBackup(
      { dataDir, uploadsDir: resolveUploadsDir(), databaseUrl },
      archive,
    );
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir}\n` +
        `  ${manifest.database} database and ${manifest.uploads} uploaded file(s). ` +
        'Start the server as usual; admins sign in again.',
    );
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

void main();
