/**
 * `npm test`, as CI runs it, stopping at the first failure: lint, typecheck and steiger while
 * the production build runs beside them (each mostly keeps one core of two busy), then jest,
 * the bundle budgets (`npm run size`) and the browser tests (`npm run e2e`). jest's ssr project,
 * size and the browser tests' server all find that build fresh and use it: it is built once.
 */
import { spawn } from 'node:child_process';
import { runScript } from './lib/scriptExit';
import { buildIfStale } from './productionBuild';

const STEPS_BESIDE_THE_BUILD = ['lint', 'typecheck', 'steiger'];
const STEPS_AFTER = ['jest', 'size', 'e2e'];

function npmRun(script: string): Promise<boolean> {
  const child = spawn('npm', ['run', script], { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
}

async function inOrder(scripts: string[]): Promise<string | undefined> {
  for (const script of scripts) if (!(await npmRun(script))) return script;
  return undefined;
}

async function main(): Promise<number> {
  const [failedCheck, built] = await Promise.all([inOrder(STEPS_BESIDE_THE_BUILD), buildIfStale()]);
  const failed = failedCheck ?? (built ? await inOrder(STEPS_AFTER) : 'the production build');
  if (failed) console.error(`\nnpm test failed at: ${failed}`);
  return failed ? 1 : 0;
}

runScript(main);
