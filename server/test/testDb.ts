import { Migrator } from 'kysely';
import { createDb, type Db, MIGRATIONS } from '../db';
import { createTestConfig } from './testApp';

/* A database without the app around it, for tests of the data layer and the CLI. */

export type TestDb = {
  /** The current test's database. */
  readonly db: Db;
  /** Its PostgreSQL schema when TEST_DATABASE_URL is set; undefined on SQLite. */
  readonly schema: string | undefined;
  /** Migrates up to `name` only, as an older release left the database. */
  migrateTo(name: string): Promise<void>;
};

type Made = { db: Db; schema: string | undefined; cleanup: () => Promise<void> };

/**
 * Gives each test of the file a database of its own (a temp SQLite file, or a PostgreSQL schema),
 * migrated to the latest version unless `migrated` is false, and removes it after the test.
 * Call it at the top of a file or a describe block: it registers beforeEach and afterEach.
 */
export function useTestDb({ migrated = true } = {}): TestDb {
  let made: Made | undefined;
  beforeEach(async () => {
    const { config, cleanup } = await createTestConfig({ migrated });
    made = { db: createDb(config), schema: config.databaseSchema, cleanup };
  });
  afterEach(async () => {
    await made?.db.destroy();
    await made?.cleanup();
    made = undefined;
  });
  const current = (): Made => {
    if (!made) throw new Error('useTestDb: the database exists only while a test runs');
    return made;
  };
  return {
    get db() {
      return current().db;
    },
    get schema() {
      return current().schema;
    },
    async migrateTo(name) {
      const { db, schema } = current();
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => MIGRATIONS },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const { error } = await migrator.migrateTo(name);
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
