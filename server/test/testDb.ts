import { Migrator, sql } from 'kysely';
import { createDb, type Db, MIGRATIONS } from '../db';
import { createTestConfig } from './testApp';

/* A database without the app around it, for tests of the data layer and the CLI. */

type TestDb = {
  /** The current test's database. */
  readonly db: Db;
  /** Its PostgreSQL schema when TEST_DATABASE_URL is set; undefined on SQLite. */
  readonly schema: string | undefined;
  /** Migrates up to `name` only, as an older release left the database. */
  migrateTo(name: string): Promise<void>;
  /** Migrates up to the migration before `name`, as the release before it left the database. */
  migrateToBefore(name: string): Promise<void>;
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
  const migrateTo = async (name: string) => {
    const { db, schema } = current();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => MIGRATIONS },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  };
  return {
    get db() {
      return current().db;
    },
    get schema() {
      return current().schema;
    },
    migrateTo,
    async migrateToBefore(name) {
      const names = Object.keys(MIGRATIONS).sort();
      const before = names[names.indexOf(name) - 1];
      if (before === undefined) throw new Error(`useTestDb: no migration before ${name}`);
      await migrateTo(before);
    },
  };
}

/** A gift's columns as an older release named them; the date is the one a gift needs. */
type OldGift = { date: string } & Record<string, string | number | null>;

/**
 * The project "well" and gifts to it as an older release stored them, in raw SQL (the code's
 * types know the newer columns): Asha Rao's ₹500, recorded at 10:00 UTC on its date, unless a
 * gift says otherwise.
 */
export async function storeOldGifts(db: Db, gifts: OldGift[]): Promise<void> {
  await sql`insert into projects (project_id, title, status, goal, link, image, details)
    values ('well', 'Well', 'active', 1000, 'https://example.org', 'w.png', 'A well')`.execute(db);
  for (const gift of gifts) {
    const row = {
      donor_name: 'Asha Rao',
      amount: 500,
      created_at: `${gift.date}T10:00:00.000Z`,
      ...gift,
    };
    const columns = sql.join(Object.keys(row).map((column) => sql.ref(column)));
    await sql`insert into donations (project_id, ${columns})
      values (1, ${sql.join(Object.values(row))})`.execute(db);
  }
}
