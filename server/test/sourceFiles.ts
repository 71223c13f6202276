import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/* The repository's own files, as the tests of its layout and tooling read them. */

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Every file under `dir` (relative to the root, as are the answers), installed packages left out. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(relative);
      } else found.push(relative);
    }
  };
  walk(dir);
  return found;
}

/** The text of `file` (relative to the root). */
export const textOf = (file: string): string => readFileSync(path.join(REPO_ROOT, file), 'utf8');
