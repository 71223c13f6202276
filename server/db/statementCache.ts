import type { SqliteDatabase } from 'kysely';

/*
 * Kysely prepares every query afresh. On SQLite, preparing costs about as much as running a
 * small indexed query, and the public reads send the same few statements all day, so each SQL
 * text is prepared once and its statement reused (bound with new parameters each time).
 * Reuse is safe: Kysely runs one query at a time on the single SQLite connection.
 */

const MAX_STATEMENTS = 256;

type Statement = ReturnType<SqliteDatabase['prepare']>;

export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the oldest is dropped first.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
