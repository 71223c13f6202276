/**
 * `npm test`, as CI runs it: lint, typecheck and steiger side by side while the production build
 * runs, and the bundle budgets (`npm run size`) as soon as that build is there; then jest and the
 * browser tests (`npm run e2e`), each only when everything before it passed. jest's ssr project,
 * size and the browser tests' server all find that build fresh and use it: it is built once.
 */
import { spawn } from 'node:child_process';
import { runScript } from './lib/scriptExit';
import { buildIfStale } from './productionBuild';

const CHECKS = ['lint', 'typecheck', 'steiger'];
const STEPS_AFTER = ['jest', 'e2e'];

/** `yielding`: at a lower priority (`nice`), so what else runs gets the cores first. */
function npmRun(script: string, yielding = false): Promise<boolean> {
  const args = ['run', script];
  const child =
    yielding && process.platform !== 'win32'
      ? spawn('nice', ['npm', ...args], { stdio: 'inherit' })
      : spawn('npm', args, { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
}

/** The script's name when it fails. */
const failureOf = (script: string, yielding = false) =>
  npmRun(script, yielding).then((passed) => (passed ? undefined : script));

/** The first of `scripts` to fail; the ones after it do not run. */
async function inOrder(scripts: string[]): Promise<string | undefined> {
  for (const script of scripts) {
    const failed = await failureOf(script);
    if (failed) return failed;
  }
  return undefined;
}

async function buildAndMeasure(): Promise<string | undefined> {
  if (!(await buildIfStale())) return 'the production build';
  return failureOf('size');
}

async function main(): Promise<number> {
  // Side by side they share the cores (one after another, the last ran alone beside an idle
  // one); the checks yield to the build, which jest's ssr project, size and e2e wait for.
  const [checks, build] = await Promise.all([
    Promise.all(CHECKS.map((script) => failureOf(script, true))),
    buildAndMeasure(),
  ]);
  const failed = checks.find(Boolean) ?? build ?? (await inOrder(STEPS_AFTER));
  if (failed) console.error(`\nnpm test failed at: ${failed}`);
  return failed ? 1 : 0;
}

runScript(main);
