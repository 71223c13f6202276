/**
 * The production server as a child process (NODE_ENV=production, as `npm start` runs it) on a
 * free port of 127.0.0.1, for the measuring scripts (bench, audit). The caller owns DATA_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../productionBuild';

const root = path.resolve(__dirname, '..', '..');

// USER_HZ: 100 on every Linux the project runs on.
const CLOCK_TICKS = 100;

export const BENCH_ADMIN = { email: 'bench-admin@example.org', password: 'bench admin password' };

type RunningServer = {
  origin: string;
  /** CPU seconds the server process has used so far (user + system). */
  cpuSeconds(): number;
  stop(): Promise<void>;
};

/** Linux only (/proc): NaN elsewhere, and the scripts then print no CPU figure. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    }
    const answer = await fetch(`${origin}/api/v1/settings`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within 60 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts `server/main.ts` on `dataDir` and resolves once it answers. */
export async function startProductionServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(origin, child, () => output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, cpuSeconds: () => cpuSecondsOf(child.pid), stop: () => stopChild(child) };
}

/**
 * A measurement of the production build (rebuilt first when stale, unless `--no-build`): the
 * server on a data folder of its own (`charity-<name>-…`, removed after), which `prepare` may
 * fill before the start. Answers what `measure` found once the server has stopped.
 */
export async function measureProductionServer<Prepared, Result>(
  name: string,
  prepare: (dataDir: string) => Promise<Prepared>,
  measure: (server: RunningServer, prepared: Prepared) => Promise<Result>,
): Promise<Result> {
  if (!process.argv.includes('--no-build') && !(await buildIfStale())) {
    throw new Error('The production build failed; see the messages above.');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `charity-${name}-`));
  try {
    const prepared = await prepare(dataDir);
    const server = await startProductionServer(dataDir);
    try {
      return await measure(server, prepared);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
