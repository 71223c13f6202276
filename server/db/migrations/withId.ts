import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

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
