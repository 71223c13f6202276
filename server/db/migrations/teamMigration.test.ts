import { sql } from 'kysely';
import { useTestDb } from '../../test/testDb';
import { migrateToLatest } from '.';

const NAME = '0012_team';

const t = useTestDb({ migrated: false });

describe(`migration ${NAME}`, () => {
  it('makes every admin an older database has an Owner, with two-factor off', async () => {
    await t.migrateToBefore(NAME);
    await sql`insert into admins (email, password_hash, created_at)
      values ('first@test.org', 'hash', '2024-01-01'), ('second@test.org', 'hash', '2025-01-01')`.execute(
      t.db,
    );

    expect(await migrateToLatest(t.db)).toContain(NAME);
    const admins = await t.db
      .selectFrom('admins')
      .select(['email', 'role', 'totpEnabledAt', 'lastSignInAt'])
      .orderBy('email')
      .execute();
    expect(admins).toEqual([
      { email: 'first@test.org', role: 'owner', totpEnabledAt: null, lastSignInAt: null },
      { email: 'second@test.org', role: 'owner', totpEnabledAt: null, lastSignInAt: null },
    ]);
    const policy = await t.db.selectFrom('teamPolicy').selectAll().execute();
    expect(policy.map((row) => [row.id, Boolean(Number(row.twoFactorRequired))])).toEqual([
      [1, false],
    ]);
  });
});
