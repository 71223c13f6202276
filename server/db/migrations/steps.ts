import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The steps the migrations are written in, each the same on SQLite and PostgreSQL. The SQL a
 * step writes must never change: databases already migrated ran the migrations made of it.
 */

/**
 * A new table's generated id, the one dialect difference the migrations handle: a serial (or,
 * for tables that grow without bound, a bigserial) on PostgreSQL, SQLite's autoincrement rowid.
 */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
  postgresType: 'serial' | 'bigserial' = 'serial',
) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? table.addColumn('id', postgresType, (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** Creates a table of an id and required texts (an image column holds its stored file's name). */
export async function createTextTable(
  db: Kysely<unknown>,
  table: string,
  columns: string[],
): Promise<void> {
  const texts = columns.reduce<CreateTableBuilder<string, string>>(
    (create, column) => create.addColumn(column, 'text', (c) => c.notNull()),
    withId(db, db.schema.createTable(table)),
  );
  await texts.execute();
}

/** A check that `column` holds one of `values`. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/** Creates the index `name` on `table`'s columns (a column may end in " desc"). */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  unique?: 'unique',
): Promise<void> {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  await (unique ? index.unique() : index).execute();
}

/** Adds a text column that must hold one of `values`; the rows stored before get `fallback`. */
export async function addChoiceColumn(
  db: Kysely<unknown>,
  table: string,
  column: string,
  values: readonly string[],
  fallback: string,
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(column, 'text', (c) => c.notNull().defaultTo(fallback).check(oneOf(column, values)))
    .execute();
}

/**
 * A log of attempts counted per key (a sign-in failure, a pledge), kept in the database so every
 * instance counts the same ones: the key and the time in epoch milliseconds, a bigint both
 * databases compare as a number; the id orders attempts that arrive in the same millisecond.
 * Indexed by key and time for the count, and by time for the removal of old rows.
 */
export async function createAttemptLog(
  db: Kysely<unknown>,
  table: string,
  timeColumn: string,
): Promise<void> {
  await withId(db, db.schema.createTable(table), 'bigserial')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn(timeColumn, 'bigint', (c) => c.notNull())
    .execute();
  await createIndex(db, `${table}_by_key`, table, ['key', timeColumn]);
  await createIndex(db, `${table}_by_time`, table, [timeColumn]);
}
