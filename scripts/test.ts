/**
 * `npm test`, as CI runs it: lint, typecheck and steiger while the production build runs beside
 * them (each mostly keeps one core of two busy), then jest beside the bundle budgets (`npm run
 * size`) and the browser tests (`npm run e2e`). The browser tests mostly wait on the browser and
 * the server (about half a core), so they run beside jest rather than after it; their report is
 * held and printed after jest's, so the two never interleave. jest's ssr project, size and the
 * browser tests' server all find that build fresh and use it: it is built once.
 */
import { spawn } from 'node:child_process';
import { runScript } from './lib/scriptExit';
import { buildIfStale } from './productionBuild';

const STEPS_BESIDE_THE_BUILD = ['lint', 'typecheck', 'steiger'];
const STEPS_BESIDE_JEST = ['size', 'e2e'];

type Outcome = { ok: boolean; output: string };

/** Runs `npm run script`, printing as it goes, or holding its output when `hold` is set. */
function npmRun(script: string, hold = false): Promise<Outcome> {
  const child = spawn('npm', ['run', script], {
    stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // A held run shares the cores with jest: the browser tests allow for it (playwright.config.ts).
    env: hold ? { ...process.env, BESIDE_JEST: '1' } : process.env,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

/** Runs the scripts one after another; the first that failed, if any, and what they printed. */
async function inOrder(scripts: string[], hold = false) {
  let output = '';
  for (const script of scripts) {
    const outcome = await npmRun(script, hold);
    output += outcome.output;
    if (!outcome.ok) return { failed: script, output };
  }
  return { failed: undefined, output };
}

async function afterTheBuild(): Promise<string | undefined> {
  console.log(`\n(${STEPS_BESIDE_JEST.join(' and ')} run beside jest; their report follows it)`);
  const [jest, beside] = await Promise.all([npmRun('jest'), inOrder(STEPS_BESIDE_JEST, true)]);
  process.stdout.write(`\n${beside.output}`);
  return jest.ok ? beside.failed : 'jest';
}

async function main(): Promise<number> {
  const [checks, built] = await Promise.all([inOrder(STEPS_BESIDE_THE_BUILD), buildIfStale()]);
  const failed = checks.failed ?? (built ? await afterTheBuild() : 'the production build');
  if (failed) console.error(`\nnpm test failed at: ${failed}`);
  return failed ? 1 : 0;
}

runScript(main);
