import { Migrator, sql } from 'kysely';
import { createTestConfig } from '../../test/testApp';
import { createDb, migrateToLatest, MIGRATIONS, type Db } from '.';

const NAME = '0003_sign_in_security';

let db: Db;
let cleanup: () => Promise<void>;
let schema: string | undefined;
beforeEach(async () => {
  const made = await createTestConfig();
  cleanup = made.cleanup;
  schema = made.config.databaseSchema;
  db = createDb(made.config);
});
afterEach(async () => {
  await db.destroy();
  await cleanup();
});

describe(`migration ${NAME}`, () => {
  it('keeps the admins an older database has, at token version 0', async () => {
    const names = Object.keys(MIGRATIONS).sort();
    const before = names[names.indexOf(NAME) - 1] ?? '';
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => MIGRATIONS },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await sql`insert into admins (email, password_hash, created_at)
      values ('old@test.org', 'hash', '2024-01-01')`.execute(db);

    expect(await migrateToLatest(db)).toContain(NAME);
    const admins = await db.selectFrom('admins').select(['email', 'tokenVersion']).execute();
    expect(admins.map((a) => [a.email, Number(a.tokenVersion)])).toEqual([['old@test.org', 0]]);
  });

  it('stores epoch milliseconds in full on every database', async () => {
    await migrateToLatest(db);
    const at = Date.UTC(2100, 0, 1);
    await db.insertInto('loginFailures').values({ key: 'k', failedAt: at }).execute();
    await db.insertInto('revokedTokens').values({ jti: 'j', expiresAt: at }).execute();
    const failure = await db.selectFrom('loginFailures').select('failedAt').executeTakeFirst();
    const revoked = await db.selectFrom('revokedTokens').select('expiresAt').executeTakeFirst();
    expect([Number(failure?.failedAt), Number(revoked?.expiresAt)]).toEqual([at, at]);
  });
});
