import { rmSync } from 'node:fs';
import { mailFolderOf } from './mailFolder';

/** Playwright globalTeardown: the temporary DATA_DIR the config created, and its mail, go away. */
export default function removeDataDir(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailFolderOf(dataDir), { recursive: true, force: true });
}
