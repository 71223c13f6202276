import { restoreBackup } from './restoreArchive';
import { storageOrExit } from './storage';

/* `npm run restore -- FILE`: a backup back into an empty DATA_DIR (and an empty database). */
async function main(): Promise<void> {
  const [archive, ...rest] = process.argv.slice(2);
  if (!archive || rest.length > 0) {
    console.error('Usage: npm run restore -- FILE.tar.gz   (into an empty DATA_DIR)');
    process.exitCode = 2;
    return;
  }
  const storage = storageOrExit();
  if (!storage) return;
  try {
    const manifest = await restoreBackup(storage, archive);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${storage.dataDir}\n` +
        `  ${manifest.database} database and ${manifest.uploads} uploaded file(s). ` +
        'Start the server as usual; admins sign in again.',
    );
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

void main();
