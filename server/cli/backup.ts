import { createBackup } from './backupArchive';
import { storageOrExit } from './storage';

/* `npm run backup [-- --out FILE]`: one .tar.gz of the database and the uploads, server running or not. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  if ((outAt >= 0 && !out) || args.length !== (outAt >= 0 ? 2 : 0)) {
    console.error('Usage: npm run backup [-- --out FILE.tar.gz]');
    process.exitCode = 2;
    return;
  }
  const storage = storageOrExit();
  if (!storage) return;
  try {
    const { file, manifest } = await createBackup(storage, { out });
    console.log(
      `Backup written: ${file}\n  ${manifest.database} database and ${manifest.uploads} ` +
        `uploaded file(s), ${manifest.createdAt}\n  Restore with: npm run restore -- ${file}`,
    );
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

void main();
