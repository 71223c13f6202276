/**
 * `npm test`, as CI runs it, in three phases, each only when everything before it passed:
 * 1. lint, typecheck and steiger side by side while the production build runs, and the bundle
 *    budgets (`npm run size`) as soon as that build is there;
 * 2. the browser tests that only read (Playwright's `reads` project), which keep both cores busy;
 * 3. jest beside the browser tests that write (`flows`, one at a time, which leave about half of
 *    two cores idle), jest at a lower priority so the browser tests keep their pace.
 * jest's ssr project, size and the browser tests' servers all find that build fresh and use it:
 * it is built once.
 */
import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import { createInterface } from 'node:readline';
import { runScript } from './lib/scriptExit';
import { buildIfStale } from './productionBuild';

type Step = {
  /** The npm script, and what follows its `--`. */
  script: string;
  args?: string[];
  /** At a lower priority (`nice`), so what else runs gets the cores first. */
  yielding?: boolean;
  /** Put before each line the step prints, to tell it from another printing at the same time. */
  prefix?: string;
};

function run({ script, args = [], yielding = false, prefix = '' }: Step): Promise<boolean> {
  const npmArgs = ['run', script, ...(args.length ? ['--', ...args] : [])];
  const stdio: StdioOptions = prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit';
  const child: ChildProcess =
    yielding && process.platform !== 'win32'
      ? spawn('nice', ['npm', ...npmArgs], { stdio })
      : spawn('npm', npmArgs, { stdio });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (from) createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (status: number | null) => resolve(status === 0));
  });
}

/** What failed of `steps`, run side by side: each its script's name and arguments. */
async function failuresOf(...steps: Step[]): Promise<string[]> {
  const passed = await Promise.all(steps.map(run));
  return steps
    .filter((_, index) => !passed[index])
    .map(({ script, args = [] }) => [script, ...args].join(' '));
}

async function buildAndMeasure(): Promise<string[]> {
  if (!(await buildIfStale())) return ['the production build'];
  return failuresOf({ script: 'size' });
}

const e2e = (project: string, ...args: string[]): Step => ({
  script: 'e2e',
  args: [`--project=${project}`, ...args],
  prefix: 'e2e │ ',
});

async function main(): Promise<number> {
  // Side by side they share the cores (one after another, the last ran alone beside an idle
  // one); the checks yield to the build, which jest's ssr project, size and e2e wait for.
  const checks = ['lint', 'typecheck', 'steiger'].map((script) => ({ script, yielding: true }));
  const phases: (() => Promise<string[]>)[] = [
    async () => (await Promise.all([failuresOf(...checks), buildAndMeasure()])).flat(),
    () => failuresOf(e2e('reads')),
    // Without --no-deps, Playwright would run `reads` again first.
    () => failuresOf({ script: 'jest', yielding: true }, e2e('flows', '--no-deps')),
  ];
  for (const phase of phases) {
    const failed = await phase();
    if (failed.length) {
      console.error(`\nnpm test failed at: ${failed.join(', ')}`);
      return 1;
    }
  }
  return 0;
}

runScript(main);
