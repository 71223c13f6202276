/**
 * `npm start`: build the SPA for production when the build is missing or older than its sources, then run the
 * server in this process (so signals reach it directly).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const builtIndex = path.join(root, 'build', 'client', 'index.html');
const sources = [
  'src',
  'contract',
  'public',
  'webpack.config.ts',
  'babel.config.js',
  'tsconfig.json',
  'package-lock.json',
];

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources
    .map((entry) => path.join(root, entry))
    .filter((entry) => existsSync(entry))
    .some((entry) => newestChange(entry) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the site for production (first start, or the sources changed)...');
  const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The production build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

void import('../server/main');
