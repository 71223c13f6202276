/**
 * `npm test`, as CI runs it (.ci/run: `npm ci`, then this). First what it needs beyond npm
 * (Chromium, PostgreSQL: lib/prerequisites.ts), installed or asked for, and better-sqlite3's
 * compiled module kept for the next install (lib/keepCompiledSqlite.mjs). Then two phases, the
 * second only when everything in the first passed:
 * 1. lint, typecheck and steiger side by side at a lower priority while the production build
 *    runs; once it is there, the bundle budgets (`npm run size`, mostly waiting for its pages'
 *    network to go quiet) beside the browser tests that only read (Playwright's `reads` project,
 *    three workers that keep both cores busy);
 * 2. jest beside the browser tests that write (`flows`, one at a time, which leave about half of
 *    two cores idle), jest at a lower priority so the browser tests keep their pace. Its
 *    `server-postgres` project starts a throwaway PostgreSQL of its own (lib/jestPostgres.ts)
 *    unless TEST_DATABASE_URL names one.
 * jest's ssr project, size and the browser tests' servers all find that build fresh and use it:
 * it is built once.
 */
import { type ChildProcess, spawn, spawnSync, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensurePrerequisites } from './lib/prerequisites';
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

/** How many of its last lines a failed step that shares the screen prints again at the end. */
const TAIL_LINES = 150;

type Outcome = {
  passed: boolean;
  /** The last lines it printed, when it printed beside another step (else they are on screen). */
  tail: string[];
};

function run({ script, args = [], yielding = false, prefix = '' }: Step): Promise<Outcome> {
  const npmArgs = ['run', script, ...(args.length ? ['--', ...args] : [])];
  const stdio: StdioOptions = prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit';
  const child: ChildProcess =
    yielding && process.platform !== 'win32'
      ? spawn('nice', ['npm', ...npmArgs], { stdio })
      : spawn('npm', npmArgs, { stdio });
  const tail: string[] = [];
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!from) continue;
    createInterface({ input: from }).on('line', (line) => {
      to.write(`${prefix}${line}\n`);
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    });
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve({ passed: false, tail }));
    child.on('close', (status: number | null) => resolve({ passed: status === 0, tail }));
  });
}

/**
 * What failed of `steps`, run side by side: each its script's name and arguments. A failed
 * step's last lines, printed among another step's, are printed again here, so a log that keeps
 * only its end (a CI summary) still shows why.
 */
async function failuresOf(...steps: Step[]): Promise<string[]> {
  const outcomes = await Promise.all(steps.map(run));
  return steps.flatMap(({ script, args = [] }, index) => {
    const { passed, tail } = outcomes[index]!;
    if (passed) return [];
    const name = [script, ...args].join(' ');
    if (tail.length) console.error([`\n── the end of ${name}, again ──`, ...tail].join('\n'));
    return [name];
  });
}

const e2e = (project: string, ...args: string[]): Step => ({
  script: 'e2e',
  args: [`--project=${project}`, ...args],
  prefix: 'e2e │ ',
});

/** The build, then what needs it first: the budgets beside the browser tests that only read. */
async function buildAndRead(): Promise<string[]> {
  if (!(await buildIfStale())) return ['the production build'];
  return failuresOf({ script: 'size', prefix: 'size │ ' }, e2e('reads'));
}

/** Keeps the compiled better-sqlite3 in npm's cache; a failure to keep it fails nothing. */
function keepCompiledSqlite(): void {
  const script = path.join(__dirname, 'lib', 'keepCompiledSqlite.mjs');
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (status !== 0) console.warn('npm test: could not keep the compiled better-sqlite3 (above).');
}

async function main(): Promise<number> {
  if (!ensurePrerequisites()) return 1;
  keepCompiledSqlite();
  // Side by side they share the cores (one after another, the last ran alone beside an idle
  // one); the checks yield to the build, which everything after waits for, and to the browser
  // tests, whose waits have timeouts: they end in the gaps those leave.
  const checks = ['lint', 'typecheck', 'steiger'].map((script) => ({ script, yielding: true }));
  const phases: (() => Promise<string[]>)[] = [
    async () => (await Promise.all([failuresOf(...checks), buildAndRead()])).flat(),
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
