import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, type Dialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';
import { CurrentSchemaPostgresDialect } from './schemaIntrospector';
import { withStatementCache } from './statementCache';

export type Db = Kysely<Database>;

type DbOptions = {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
};

export const SQLITE_FILE = 'charity.db';

function sqliteDialect(dataDir: string): Dialect {
  const database = new SqliteDatabase(path.join(dataDir, SQLITE_FILE));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}

function postgresDialect(url: string, schema: string | undefined): Dialect {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
  }
  const pool = new Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new CurrentSchemaPostgresDialect({ pool });
}

export function createDb(options: DbOptions): Db {
  const dialect = options.databaseUrl
    ? postgresDialect(options.databaseUrl, options.databaseSchema)
    : sqliteDialect(options.dataDir);
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/** One line for the start-up summary; never shows a password. */
export function describeDatabase(options: DbOptions): string {
  if (!options.databaseUrl) return `SQLite (${path.join(options.dataDir, SQLITE_FILE)})`;
  try {
    const url = new URL(options.databaseUrl);
    return `PostgreSQL (${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname})`;
  } catch {
    return 'PostgreSQL';
  }
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** PostgreSQL refusing a value for its column type, e.g. an id past the integer range. */
export function isValueOutOfRange(error: unknown): boolean {
  const code = errorCode(error);
  return code === '22003' || code === '22P02';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
  }
}
