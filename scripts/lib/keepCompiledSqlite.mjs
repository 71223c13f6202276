/*
 * A step of `npm test` (scripts/test.ts), so that it runs after CI's `npm ci`. better-sqlite3 installs its compiled module from GitHub, which CI cannot reach, and so compiles
 * SQLite instead (about two minutes of a run). This keeps the module compiled here in npm's
 * cache, under the name its installer (prebuild-install) looks for before downloading: the next
 * `npm ci` on this machine installs it from there. Keyed by version, Node ABI, platform and
 * architecture, as the download would be.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(import.meta.url);
const pkgJson = load.resolve('better-sqlite3/package.json');
const pkg = load(pkgJson);
// The installer better-sqlite3 itself runs, with its own naming of the download.
const installer = createRequire(pkgJson);
const util = installer('prebuild-install/util');
const rc = installer('prebuild-install/rc');

const cached = util.cachedPrebuild(util.getDownloadUrl({ ...rc(pkg), pkg }));
if (existsSync(cached)) process.exit(0);

// Only a module that loads is kept.
new (load('better-sqlite3'))(':memory:').close();
mkdirSync(path.dirname(cached), { recursive: true });
const partial = `${cached}.${process.pid}.tmp`;
execFileSync('tar', [
  '-czf',
  partial,
  '-C',
  path.dirname(pkgJson),
  'build/Release/better_sqlite3.node',
]);
renameSync(partial, cached);
console.log(`kept the compiled better-sqlite3 for the next install: ${cached}`);
