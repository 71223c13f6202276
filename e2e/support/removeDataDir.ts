import { rmSync } from 'node:fs';

/** Playwright globalTeardown: the temporary DATA_DIR the config created goes away. */
export default function removeDataDir(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
