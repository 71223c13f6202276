/**
 * The production build (browser bundle and server renderer) and whether it is older than its
 * sources. Shared by `npm start`, the browser tests' server and the server-render tests.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
/** What the server needs from a build: the page template and the server renderer. */
const builtFiles = [
  path.join(root, 'build', 'client', 'index.html'),
  path.join(root, 'build', 'server', 'render.js'),
];
const sources = [
  'src',
  'contract',
  'public',
  'webpack.config.ts',
  'scripts/webpack',
  'babel.config.js',
  // Its `sideEffects` list shapes the bundles.
  'package.json',
  'tsconfig.json',
  'package-lock.json',
];

/** webpack prints nothing on success, its errors and warnings in full. */
const QUIET = [
  '--stats-preset',
  'errors-warnings',
  '--no-stats-errors-count',
  '--no-stats-warnings-count',
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
  if (builtFiles.some((file) => !existsSync(file))) return true;
  const builtAt = Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
  return sources
    .map((entry) => path.join(root, entry))
    .filter((entry) => existsSync(entry))
    .some((entry) => newestChange(entry) > builtAt);
}

/** Runs webpack to the end; its exit status and everything it printed. */
function runWebpack(): Promise<{ status: number | null; output: string }> {
  const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
  const child = spawn(webpack, ['--mode', 'production', ...QUIET], {
    cwd: root,
    // Colours as in a terminal when this runs in one.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: null, output: `${output}${error.message}` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * Builds for production when the build is missing or stale; false when the build failed. Prints
 * one line while webpack works; webpack's own report only when it has errors or warnings.
 */
export async function buildIfStale(): Promise<boolean> {
  if (!buildIsStale()) return true;
  process.stdout.write('Building the site for production (first start, or the sources changed)...');
  // Stamped with the start: a source edited while webpack runs may be missing from this build.
  const startedAt = new Date();
  const { status, output } = await runWebpack();
  const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
  process.stdout.write(status === 0 ? ` done in ${seconds} s\n` : ' failed:\n');
  if (output.trim()) console.log(output.trim());
  if (status !== 0) return false;
  // webpack leaves a file untouched when its content did not change (a test file was edited):
  // mark the build as newer than the sources anyway, or every start would build again.
  for (const file of builtFiles) utimesSync(file, startedAt, startedAt);
  return true;
}
