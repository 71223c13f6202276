import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from './testApp';

/*
 * The real server as `npm run server` starts it (server/main.ts in its own Node process), for
 * what only a process can show: a SIGKILL, a SIGTERM, an exit code, a start that must fail.
 */

const ROOT = path.resolve(__dirname, '../..');
/* A loaded two-core machine takes several seconds just to compile and start the server. */
const START_TIMEOUT_MS = 60_000;

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ChildServer = {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<Exit>;
};

type ChildOptions = {
  dataDir: string;
  /** Set over the test defaults below; a variable given as undefined is left out. */
  env?: Record<string, string | undefined>;
  /** What Node runs: server/main.ts, as `npm run server`, or scripts/start.ts, as `npm start`. */
  script?: string;
};

export async function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'charity-child-'));
}

function childEnv(dataDir: string, extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...extra,
  };
  // SQLite unless a test names a database itself.
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  if (!extra.UPLOADS_DIR) delete env.UPLOADS_DIR;
  if (!extra.JWT_SECRET) delete env.JWT_SECRET;
  for (const [name, value] of Object.entries(extra)) if (value === undefined) delete env[name];
  return env;
}

/** Runs the server (server/main.ts unless told); answers at once, `exited` once it has exited. */
export function runServer({ dataDir, env = {}, script = 'server/main.ts' }: ChildOptions) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: childEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Starts the server and waits until it listens (its summary names the port). */
export async function startServer(options: ChildOptions): Promise<ChildServer> {
  const run = runServer(options);
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    const port = /URL:\s+http:\/\/[^:]+:(\d+)\//.exec(run.output())?.[1];
    if (port) return { ...run, origin: `http://127.0.0.1:${port}` };
    const exit = await Promise.race([
      run.exited,
      new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
    ]);
    if (exit) throw new Error(`The server exited (${exit.code ?? exit.signal}):\n${run.output()}`);
  }
  run.child.kill('SIGKILL');
  throw new Error(`The server did not start in time:\n${run.output()}`);
}

export async function stopServer(server: ChildServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

export type Auth = { authorization: string };

export async function signIn(origin: string): Promise<Auth> {
  const answer = await fetch(`${origin}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (answer.status !== 200) throw new Error(`Sign-in answered ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A multipart form with one image file per entry of `images`, like a browser sends it. */
export function imageForm(fields: Record<string, string>, images: Buffer[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  images.forEach((data, index) =>
    form.append(
      'image',
      new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
      `photo-${index}.jpg`,
    ),
  );
  return form;
}
