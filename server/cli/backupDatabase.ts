import { spawn } from 'node:child_process';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/*
 * The database half of a backup: a consistent snapshot taken while the server runs, and its
 * return into an empty database. SQLite through its online backup API; PostgreSQL through
 * pg_dump (one repeatable-read snapshot) and psql, from Debian's postgresql-client.
 */

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export async function snapshotSqlite(file: string, into: string): Promise<void> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(into);
  } finally {
    db.close();
  }
}

export function checkSqlite(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result: unknown = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupError(`The database in the backup is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** The URL without its password, which travels in PGPASSWORD instead of the process list. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} was not found: install PostgreSQL's client tools`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}

export async function dumpPostgres(databaseUrl: string, into: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run(
    'pg_dump',
    ['--no-owner', '--no-privileges', '--format=plain', `--file=${into}`, `--dbname=${url}`],
    env,
  );
}

/** Refuses a database that already holds any table: a restore never mixes two sites. */
export async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(result.rows[0]?.count ?? 0) > 0) {
      const { hostname, pathname } = new URL(databaseUrl);
      throw new BackupError(
        `The database ${hostname}${pathname} is not empty: restore only into a new, empty ` +
          'database (createdb) so nothing of another site is mixed in.',
      );
    }
  } finally {
    await client.end();
  }
}

/** Loads the dump in one transaction: it arrives whole or not at all. */
export async function loadPostgres(databaseUrl: string, dump: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run(
    'psql',
    [
      '--quiet',
      '--no-psqlrc',
      '--single-transaction',
      '-v',
      'ON_ERROR_STOP=1',
      '--file',
      dump,
      url,
    ],
    env,
  );
}
