/**
 * What `npm test` needs beyond npm, checked before anything else: Debian's Chromium (or the
 * browser CHROME_PATH names) for the browser tests and the size budgets, and PostgreSQL's server
 * programs for the server suite's second run (unless TEST_DATABASE_URL names a database). As
 * root with apt-get, what is missing is installed; otherwise the run stops at once with the one
 * command to run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium';
import { postgresBinDir } from './postgres';

export type Machine = {
  /** The browser is there (CHROME_PATH, or /usr/bin/chromium). */
  chromium: boolean;
  /** CHROME_PATH, when set: then Debian's package would not help. */
  chromePath?: string;
  /** PostgreSQL's server programs are there, or TEST_DATABASE_URL names a database. */
  postgres: boolean;
  root: boolean;
  aptGet: boolean;
};

type Verdict =
  | { ready: true }
  /** Debian packages to install with apt-get, as root. */
  | { install: string[] }
  /** The one line to stop with. */
  | { stop: string };

const APT_OPTIONS = ['-y', '--no-install-recommends'];

/** What to do about what is missing: nothing, install it, or stop and say the command. */
export function verdict(machine: Machine): Verdict {
  if (!machine.chromium && machine.chromePath) {
    return {
      stop: `npm test: CHROME_PATH=${machine.chromePath} is no browser; unset it or fix it.`,
    };
  }
  const missing = [
    ...(machine.chromium ? [] : ['chromium']),
    ...(machine.postgres ? [] : ['postgresql']),
  ];
  if (missing.length === 0) return { ready: true };
  if (machine.root && machine.aptGet) return { install: missing };
  const what = missing.join(' and ');
  if (!machine.aptGet) {
    return {
      stop:
        `npm test needs ${what}: install ${missing.length > 1 ? 'them' : 'it'} ` +
        '(CHROME_PATH names the browser; initdb, pg_ctl and postgres on PATH), then run npm test again.',
    };
  }
  return {
    stop: `npm test needs ${what}; run: sudo apt-get install ${APT_OPTIONS.join(' ')} ${missing.join(' ')}`,
  };
}

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function thisMachine(): Machine {
  const onPath = (program: string) =>
    (process.env.PATH ?? '')
      .split(path.delimiter)
      .some((dir) => isExecutable(path.join(dir, program)));
  return {
    chromium: isExecutable(CHROMIUM_PATH),
    chromePath: process.env.CHROME_PATH,
    postgres: Boolean(process.env.TEST_DATABASE_URL) || postgresBinDir() !== undefined,
    root: process.getuid?.() === 0,
    aptGet: onPath('apt-get'),
  };
}

function aptGet(...args: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
}

/** Installs what is missing when it may; false (the line printed) when the run must stop. */
export function ensurePrerequisites(): boolean {
  const first = verdict(thisMachine());
  if ('install' in first) {
    console.log(`\nnpm test: apt-get install ${first.install.join(' ')} (missing)`);
    if (!aptGet('update', '-qq') || !aptGet('install', '-qq', ...APT_OPTIONS, ...first.install)) {
      console.error('npm test: apt-get failed; see above.');
      return false;
    }
  }
  const now = 'install' in first ? verdict(thisMachine()) : first;
  if ('ready' in now) return true;
  console.error('stop' in now ? now.stop : `npm test: still missing: ${now.install.join(' ')}`);
  return false;
}
