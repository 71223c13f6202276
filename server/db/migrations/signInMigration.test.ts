import { sql } from 'kysely';
import { useTestDb } from '../../test/testDb';
import { migrateToLatest } from '.';

const NAME = '0003_sign_in_security';

const t = useTestDb({ migrated: false });

describe(`migration ${NAME}`, () => {
  it('keeps the admins an older database has, at token version 0', async () => {
    await t.migrateToBefore(NAME);
    await sql`insert into admins (email, password_hash, created_at)
      values ('old@test.org', 'hash', '2024-01-01')`.execute(t.db);

    expect(await migrateToLatest(t.db)).toContain(NAME);
    const admins = await t.db.selectFrom('admins').select(['email', 'tokenVersion']).execute();
    expect(admins.map((a) => [a.email, Number(a.tokenVersion)])).toEqual([['old@test.org', 0]]);
  });

  it('stores epoch milliseconds in full on every database', async () => {
    await migrateToLatest(t.db);
    const at = Date.UTC(2100, 0, 1);
    await t.db.insertInto('loginFailures').values({ key: 'k', failedAt: at }).execute();
    await t.db.insertInto('revokedTokens').values({ jti: 'j', expiresAt: at }).execute();
    const failure = await t.db.selectFrom('loginFailures').select('failedAt').executeTakeFirst();
    const revoked = await t.db.selectFrom('revokedTokens').select('expiresAt').executeTakeFirst();
    expect([Number(failure?.failedAt), Number(revoked?.expiresAt)]).toEqual([at, at]);
  });
});
