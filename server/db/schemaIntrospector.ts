import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/*
 * Kysely's PostgreSQL introspector reads the tables of every schema in the database, and calls
 * has_schema_privilege() with each schema's name: when another site (or another test) drops its
 * schema at that moment, the query fails with `schema "…" does not exist`. The migrator asks it
 * whether its own tables exist on every start, so one site could fail to start because another
 * was being removed. The app only ever needs its own schema: this introspector reads that one.
 */

type ColumnRow = {
  column: string;
  notNull: boolean;
  hasDefault: boolean;
  table: string;
  tableType: string;
  schema: string;
  type: string;
  typeSchema: string;
  description: string | null;
  serial: string | null;
};

const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // The introspector reads the catalog, which the app's own table types do not describe.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{
      name: string;
    }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.map(({ name }) => ({ name }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select a.attname as column, a.attnotnull as "notNull", a.atthasdef as "hasDefault",
             c.relname as table, c.relkind as "tableType", ns.nspname as schema,
             typ.typname as type, tns.nspname as "typeSchema",
             col_description(a.attrelid, a.attnum) as description,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname),
                                    a.attname) as serial
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace tns on typ.typnamespace = tns.oid
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p')
         and a.attnum >= 0 and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.tableType === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.serial !== null,
        ...(row.description === null ? {} : { comment: row.description }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the connection's current schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
