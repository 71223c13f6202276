/**
 * A throwaway PostgreSQL server for the tests: initdb in a temporary folder, started on a free
 * port of 127.0.0.1 (and a unix socket in that folder) without fsync, one empty database, then
 * stopped and the folder removed. As root it runs as the `postgres` user (PostgreSQL refuses
 * root), as Debian's package creates it.
 */
import { execFileSync, spawn, type SpawnSyncOptions, spawnSync } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const PROGRAMS = ['postgres', 'initdb', 'pg_ctl'];

const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The folder of PostgreSQL's server programs (postgres, initdb, pg_ctl): Debian's newest
 * /usr/lib/postgresql/<version>/bin, or else a folder of PATH holding all three.
 */
export function postgresBinDir(): string | undefined {
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((version) => executable(path.join(DEBIAN_ROOT, version, 'bin', 'postgres')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions[0]) return path.join(DEBIAN_ROOT, versions[0], 'bin');
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .find((dir) => dir && PROGRAMS.every((program) => executable(path.join(dir, program))));
}

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  /** The temporary folder: the cluster, its log and its socket. */
  dir: string;
  /** Stops the server at once and removes the folder; synchronous (it runs on exit), idempotent. */
  stop(): void;
};

type Account = { uid: number; gid: number };

/** Who runs the server: the `postgres` user when we are root, else ourselves. */
function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('PostgreSQL will not run as root, and there is no `postgres` user to run it.');
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Cleans up after a test process killed too hard to do it (SIGKILL): a shell that waits for that
 * process to be gone, then stops the server (SIGQUIT: immediate shutdown) and removes the folder.
 * It ends by itself once the folder is gone.
 */
function watchdog(owner: number, dir: string): number | undefined {
  const script = [
    'while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 1; done',
    '[ -d "$2" ] || exit 0',
    'pid=$(head -n 1 "$2/data/postmaster.pid" 2>/dev/null) && kill -QUIT "$pid" 2>/dev/null',
    'sleep 1; rm -rf "$2"',
  ].join('\n');
  const child = spawn('sh', ['-c', script, 'sh', String(owner), dir], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child.pid;
}

/** Starts a throwaway PostgreSQL; throws (having cleaned up) when it cannot. */
export async function startThrowawayPostgres(
  database = 'charity_test',
): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no initdb, pg_ctl, postgres): apt-get install postgresql, or set TEST_DATABASE_URL',
    );
  }
  const account = serverAccount();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charity-pg-'));
  const data = path.join(dir, 'data');
  if (account) chownSync(dir, account.uid, account.gid);
  const options: SpawnSyncOptions = { cwd: dir, encoding: 'utf8', ...account };
  const run = (program: string, args: string[]) => {
    const result = spawnSync(path.join(bin, program), args, options);
    if (result.status !== 0) {
      const output = `${String(result.stdout ?? '')}${String(result.stderr ?? '')}`.trim();
      throw new Error(`${program} ${args.join(' ')} failed: ${result.error?.message ?? output}`);
    }
  };
  let keeper: number | undefined;
  const stop = () => {
    if (!existsSync(dir)) return;
    spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], options);
    rmSync(dir, { recursive: true, force: true });
    if (keeper) {
      try {
        process.kill(keeper);
      } catch {
        // Already gone.
      }
    }
  };
  try {
    // One locale everywhere (the machine's may sort differently); Debian always has C.UTF-8.
    const locale = process.platform === 'linux' ? 'C.UTF-8' : 'C';
    run('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      `--locale=${locale}`,
      '-N',
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k '${dir}'`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
    ].join(' ');
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      serverOptions,
      '-w',
      'start',
    ]);
    keeper = watchdog(process.pid, dir);
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database: 'postgres',
    });
    await client.connect();
    try {
      await client.query(`create database ${database}`);
    } finally {
      await client.end();
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
