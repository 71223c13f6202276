import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { createDb, migrateToLatest, SQLITE_FILE } from '../db';

/*
 * Databases at the latest migration for the tests' apps, without migrating one per test: that
 * took about 40 ms on SQLite and 190 ms on PostgreSQL (create, every migration, drop), a thousand
 * times a run. The first test of a file migrates; later tests of that file get the same state:
 *
 * - SQLite: a copy of a file migrated once (the template), made before anything opens it.
 * - PostgreSQL: a schema a finished test left, emptied back to the rows the migrations wrote,
 *   and only when its tables, columns, constraints, indexes, triggers and functions are still the
 *   migrations' own (a test may drop a table or add a trigger: that schema is dropped instead).
 *
 * Nothing outlives its test file: jest gives each file a fresh copy of this module, and the
 * file's first afterAll (testApp.ts) removes the template and drops the schemas kept, and any
 * given back after it.
 */

type PgRun = <T>(run: (client: pg.Client) => Promise<T>) => Promise<T>;

/** How testApp.ts reaches PostgreSQL and makes and drops a test's schema. */
type PgHelpers = {
  /** A new connected client: the one the pool keeps for the file, and ends. */
  connect(): Promise<pg.Client>;
  /** Runs on a client of its own, ended after. */
  withPg: PgRun;
  createSchema(): Promise<string>;
  dropSchema(schema: string): Promise<void>;
};

let sqliteTemplate: Promise<string> | undefined;

async function migrateSqliteTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charity-template-'));
  const db = createDb({ dataDir, databaseUrl: undefined, databaseSchema: undefined });
  await migrateToLatest(db);
  // Closing checkpoints the WAL into the file: the one file is the whole database.
  await db.destroy();
  return dataDir;
}

/** Puts a migrated SQLite database into `dataDir`, where the app will open it. */
export async function placeMigratedSqlite(dataDir: string): Promise<void> {
  const template = await (sqliteTemplate ??= migrateSqliteTemplate());
  await copyFile(path.join(template, SQLITE_FILE), path.join(dataDir, SQLITE_FILE));
}

/** The schema's structure as lines, its name left out so two schemas compare. */
const SHAPE = `
  select string_agg(line, E'\\n' order by line) as shape from (
    select 'relation ' || c.relname || ' ' || c.relkind::text || ' ' || coalesce(string_agg(
        a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text, ', '
        order by a.attnum), '') as line
      from pg_class c
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relnamespace = $1::regnamespace
      group by c.oid, c.relname, c.relkind
    union all
    select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = $1::regnamespace
    union all
    select 'index ' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relnamespace = $1::regnamespace
    union all
    select 'trigger ' || t.tgname
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = $1::regnamespace and not t.tgisinternal
    union all
    select 'function ' || proname from pg_proc where pronamespace = $1::regnamespace
  ) lines`;

const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

type Migrated = {
  /** The structure the migrations leave. */
  shape: string;
  /** The rows the migrations write (besides Kysely's own), by table. */
  rows: Map<string, Record<string, unknown>[]>;
  /** Every sequence: emptied tables count from 1 again. */
  sequences: string[];
};

async function shapeOf(client: pg.Client, schema: string): Promise<string> {
  const { rows } = await client.query<{ shape: string | null }>(SHAPE, [schema]);
  const { rows: done } = await client.query<{ count: string }>(
    `select count(*) from ${schema}.kysely_migration`,
  );
  return `${(rows[0]?.shape ?? '').replaceAll(`${schema}.`, '')}\nmigrations ${done[0]?.count}`;
}

async function describeMigrated(client: pg.Client, schema: string): Promise<Migrated> {
  const { rows: tables } = await client.query<{ name: string }>(
    'select tablename as name from pg_tables where schemaname = $1',
    [schema],
  );
  const rows = new Map<string, Record<string, unknown>[]>();
  for (const { name } of tables) {
    if (KYSELY_TABLES.includes(name)) continue;
    rows.set(name, (await client.query(`select * from ${schema}.${name}`)).rows);
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = $1::regnamespace and relkind = 'S'`,
    [schema],
  );
  return { shape: await shapeOf(client, schema), rows, sequences: sequences.map((s) => s.name) };
}

/** Deletes every row the test wrote and puts back the migrations' own, in one round trip. */
function resetStatements(schema: string, migrated: Migrated): string {
  const statements = [
    // Rows go in any order: foreign keys are not checked while the rows are replaced.
    'set session_replication_role = replica',
    ...[...migrated.rows.keys()].map((table) => `delete from ${schema}.${table}`),
    ...migrated.sequences.map((sequence) => `alter sequence ${schema}.${sequence} restart`),
  ];
  for (const [table, rows] of migrated.rows) {
    for (const row of rows) {
      const columns = Object.keys(row);
      const values = columns.map((column) => literal(row[column]));
      statements.push(
        `insert into ${schema}.${table} (${columns.join(', ')}) values (${values.join(', ')})`,
      );
    }
  }
  statements.push('set session_replication_role = default');
  return statements.join(';\n');
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return `'${(typeof value === 'string' ? value : text).replaceAll("'", "''")}'`;
}

/**
 * The PostgreSQL schemas of one test file: made, migrated, kept between tests, dropped. One
 * client serves the whole file (reading a migrated schema, checking and emptying it after each
 * test): a connection per call cost PostgreSQL a new backend, its caches cold, after every test
 * (about 29 ms of CPU a test).
 */
export function schemaPool({ connect, withPg: oneOff, createSchema, dropSchema }: PgHelpers) {
  const free: string[] = [];
  const all = new Set<string>();
  let migrated: Migrated | undefined;
  let client: Promise<pg.Client> | undefined;
  /*
   * Closed by the file's first afterAll (testApp.ts registers it on import, and jest runs a
   * file's afterAll hooks in the order they were declared): an app the file closes in an
   * afterAll of its own gives its schema back after that, and it is dropped, through a client of
   * its own, instead of kept for a test that will not come.
   */
  let closed = false;
  const withPg: PgRun = (run) => (closed ? oneOff(run) : (client ??= connect()).then(run));

  return {
    /** A schema at the latest migration and with only the migrations' rows. */
    async take(databaseUrl: string): Promise<string> {
      const kept = free.pop();
      if (kept) return kept;
      const schema = await createSchema();
      all.add(schema);
      const db = createDb({ dataDir: os.tmpdir(), databaseUrl, databaseSchema: schema });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      migrated ??= await withPg((client) => describeMigrated(client, schema));
      return schema;
    },
    /** Keeps the schema for the next test when its structure is as migrated; drops it if not. */
    async giveBack(schema: string): Promise<void> {
      const reused =
        !closed &&
        (await withPg(async (client) => {
          if (!migrated || (await shapeOf(client, schema)) !== migrated.shape) return false;
          await client.query(resetStatements(schema, migrated));
          return true;
        })
          // A test that removed Kysely's own table leaves a schema that cannot even be read.
          .catch(() => false));
      if (reused) {
        free.push(schema);
        return;
      }
      all.delete(schema);
      await dropSchema(schema);
    },
    /** Drops every schema this file made and ends the client; one given back later is dropped. */
    async close(): Promise<void> {
      closed = true;
      free.length = 0;
      const schemas = [...all];
      all.clear();
      const kept = client;
      client = undefined;
      await Promise.all([...schemas.map(dropSchema), kept?.then((c) => c.end())]);
    },
  };
}

/** Removes the file's SQLite template. */
export async function removeSqliteTemplate(): Promise<void> {
  const template = sqliteTemplate;
  sqliteTemplate = undefined;
  if (template) await rm(await template, { recursive: true, force: true });
}
