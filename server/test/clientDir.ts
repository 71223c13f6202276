import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A temporary build folder holding `files` (path inside it → content); the caller removes it. */
export function makeClientDir(
  files: Record<string, string | Buffer>,
  prefix = 'charity-client-',
): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
